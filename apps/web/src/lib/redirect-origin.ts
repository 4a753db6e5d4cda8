// Where a guard sent the user from, kept in `location.state.from` as a path ("origin remembered").
export type OriginState = { from?: string };

/** The remembered in-app path, or null. Only same-origin absolute paths are accepted. */
export function originFrom(state: unknown): string | null {
  const from = (state as OriginState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  return from;
}
