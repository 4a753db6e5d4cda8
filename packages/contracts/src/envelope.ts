import { z } from 'zod';

/** Success envelope of the spec: `{ status: 'success', message, data }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), message: z.string(), data });
}

/** Failure envelope of the spec: errors as `message.error[]`. */
export const ErrorEnvelope = z.object({
  status: z.literal('error'),
  message: z.object({ error: z.array(z.string()).min(1) }),
  remark: z.string().optional(),
  data: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export const EmptyData = z.object({}).strict();

/**
 * The first human-readable message of any server error shape the spec allows:
 * a string, an array, or an object with `error` or `success` arrays.
 */
export function firstMessage(message: unknown, fallback: string): string {
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message)) {
    const first: unknown = message[0];
    return typeof first === 'string' && first ? first : fallback;
  }
  if (message && typeof message === 'object') {
    const m = message as { error?: unknown; success?: unknown };
    for (const list of [m.error, m.success]) {
      if (Array.isArray(list) && typeof list[0] === 'string' && list[0]) return list[0];
      if (typeof list === 'string' && list) return list;
    }
  }
  return fallback;
}
