/** The success envelope of the spec. */
export function ok<T>(data: T, message = 'OK') {
  return { status: 'success' as const, message, data };
}

export function errorBody(messages: string[], extra: { remark?: string; data?: unknown } = {}) {
  return {
    status: 'error' as const,
    message: { error: messages },
    ...(extra.remark ? { remark: extra.remark } : {}),
    ...(extra.data !== undefined ? { data: extra.data } : {}),
  };
}
