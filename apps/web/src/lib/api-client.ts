// The one API client: attaches the bearer token, parses the envelope with the contract's schema,
// and on any 401 clears the stored session and goes to /login.
import { firstMessage, isRetryableStatus, MSG } from '@quizring/contracts';
import type { z } from 'zod';
import { API_BASE, takeEarlyResponse, takeEarlySuccessBody } from './early-requests';
import { STORAGE_KEYS } from './storage';

export { API_BASE };

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly remark: string | undefined;
  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.status = status;
    this.body = body;
    const remark = (body as { remark?: unknown } | null)?.remark;
    this.remark = typeof remark === 'string' ? remark : undefined;
  }
}

/** The app's one retry rule: a request that got no answer, or a status that may change (isRetryableStatus). */
export function isRetryable(err: unknown): boolean {
  return !(err instanceof ApiError) || isRetryableStatus(err.status);
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();
/** The auth provider subscribes here so a 401 anywhere signs the user out in one place. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function handleUnauthorized() {
  localStorage.removeItem(STORAGE_KEYS.authToken);
  localStorage.removeItem(STORAGE_KEYS.authUser);
  // The mounted app signs out in place and its guards route to /login (no reload, so toasts survive);
  // only without a listener (the app not mounted) does a full navigation do it.
  if (unauthorizedListeners.size > 0) unauthorizedListeners.forEach((l) => l());
  else if (!['/login', '/signup'].includes(window.location.pathname)) window.location.assign('/login');
}

function authHeaders(): Record<string, string> {
  const token = localStorage.getItem(STORAGE_KEYS.authToken);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * GET `target`: the response of the same request sent early by preload.ts when there is one for this session, else
 * (or when that one failed to reach the server) a request of its own.
 */
function getResponse(target: string): Promise<Response> {
  const send = () => fetch(target, { headers: { Accept: 'application/json', ...authHeaders() } });
  const early = takeEarlyResponse(target, localStorage.getItem(STORAGE_KEYS.authToken));
  return early ? early.catch(send) : send();
}

async function parse<S extends z.ZodType>(res: Response, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  if (res.status === 401) {
    handleUnauthorized();
    throw new ApiError(401, firstMessage((body as { message?: unknown })?.message, 'Unauthenticated'), body);
  }
  if (!res.ok || (body as { status?: unknown })?.status !== 'success') {
    throw new ApiError(
      res.status,
      firstMessage((body as { message?: unknown } | null)?.message, MSG.somethingWentWrong),
      body,
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(res.status, MSG.somethingWentWrong, body);
  return parsed.data;
}

type Query = Record<string, string | number | boolean | undefined>;
function url(path: string, query?: Query): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) qs.set(k, String(v));
  const s = qs.toString();
  return `${API_BASE}${path}${s ? `?${s}` : ''}`;
}

async function sendJson<S extends z.ZodType>(
  method: 'POST' | 'DELETE',
  path: string,
  schema: S,
  body: unknown,
): Promise<z.infer<S>> {
  const res = await fetch(url(path), {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...authHeaders() },
    body: JSON.stringify(body),
  });
  return parse(res, schema);
}

export const api = {
  async get<S extends z.ZodType>(path: string, schema: S, query?: Query): Promise<z.infer<S>> {
    return parse(await getResponse(url(path, query)), schema);
  },
  post<S extends z.ZodType>(path: string, schema: S, body: unknown = {}): Promise<z.infer<S>> {
    return sendJson('POST', path, schema, body);
  },
  delete<S extends z.ZodType>(path: string, schema: S, body: unknown = {}): Promise<z.infer<S>> {
    return sendJson('DELETE', path, schema, body);
  },
  /**
   * The data of GET `path` from the early entry's request when it has already arrived as a success (for a query's
   * initialData: the first render shows it instead of a loading state), else undefined and the query asks as usual.
   */
  early<S extends z.ZodType>(path: string, schema: S, query?: Query): z.infer<S> | undefined {
    const body = takeEarlySuccessBody(url(path, query), localStorage.getItem(STORAGE_KEYS.authToken));
    if (body === undefined) return undefined;
    const parsed = schema.safeParse(body);
    return parsed.success ? parsed.data : undefined;
  },
  /** Multipart upload with progress reported as a 0–1 fraction (fetch cannot report upload progress). */
  upload<S extends z.ZodType>(
    path: string,
    schema: S,
    form: FormData,
    onProgress?: (fraction: number) => void,
  ): Promise<z.infer<S>> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', url(path));
      for (const [k, v] of Object.entries({ Accept: 'application/json', ...authHeaders() }))
        xhr.setRequestHeader(k, v);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress?.(e.loaded / e.total);
      };
      xhr.onerror = () => reject(new ApiError(0, MSG.somethingWentWrong, null));
      xhr.onload = () => {
        const res = new Response(xhr.responseText || null, { status: xhr.status });
        parse(res, schema).then(resolve, reject);
      };
      xhr.send(form);
    });
  },
};

/**
 * The text to show for a failed call: the server's first error entry when the server answered with an
 * error envelope, else the caller's fallback ("first entry of message.error, else '…'").
 */
export function apiErrorMessage(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError)) return fallback;
  const body = err.body as { status?: unknown; message?: unknown } | null;
  if (!body || body.status === 'success') return fallback;
  return firstMessage(body.message, fallback);
}
