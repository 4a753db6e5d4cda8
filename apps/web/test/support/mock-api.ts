// A fake server at the network boundary: tests stub the global fetch with handlers keyed by
// "METHOD /api/path" and get back what the app sent. An unhandled call is recorded so a test can fail on it.
import { vi } from 'vitest';

export type ApiRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
export type ApiReply = { status?: number; body: unknown };
type Handler = (req: ApiRequest) => ApiReply | Promise<ApiReply>;

export const ok = (data: unknown, message = 'OK'): ApiReply => ({
  body: { status: 'success', message, data },
});
export const fail = (status: number, ...errors: string[]): ApiReply => ({
  status,
  body: { status: 'error', message: { error: errors } },
});

export function mockApi(handlers: Record<string, Handler>) {
  const calls: ApiRequest[] = [];
  const unhandled: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const req: ApiRequest = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(req);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) unhandled.push(`${method} ${url.pathname}`);
    const reply = handler ? await handler(req) : fail(404, 'Not found');
    const status = reply.status ?? 200;
    // A minimal Response: enough for the API client, and free of stream timing under fake timers.
    return { status, ok: status >= 200 && status < 300, json: async () => reply.body } as Response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    unhandled,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
