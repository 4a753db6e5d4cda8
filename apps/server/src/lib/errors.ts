import { MSG } from '@quizring/contracts';

/** A failure the client should see: an HTTP status and the messages for `message.error[]`. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly messages: string[];
  readonly remark: string | undefined;
  readonly data: unknown;
  /** Sent as `Retry-After` (a throttle's wait). */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    statusCode: number,
    messages: string | string[],
    options: { remark?: string; data?: unknown; retryAfterSeconds?: number } = {},
  ) {
    const list = Array.isArray(messages) ? messages : [messages];
    super(list[0] ?? 'Error');
    this.statusCode = statusCode;
    this.messages = list;
    this.remark = options.remark;
    this.data = options.data;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const badRequest = (m: string | string[]) => new AppError(400, m);
export const unprocessable = (m: string | string[]) => new AppError(422, m);
export const unauthorized = (m = 'Unauthenticated.') => new AppError(401, m);
export const forbidden = (m: string) => new AppError(403, m);
export const notFound = (m: string) => new AppError(404, m);
export const conflict = (m: string) => new AppError(409, m);
export const tooMany = (m: string, data?: unknown) => new AppError(429, m, { data });

/** A throttle's 429: the wait, in whole seconds (at least 1), in the message and in `Retry-After`. */
export function throttled(waitMs: number, message: (seconds: number) => string = MSG.tooManyAttempts) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(429, message(seconds), { retryAfterSeconds: seconds });
}
