// Values kept per key while the version they were made for stands (the caller names the version, e.g. from the
// change feed, read-model/change-feed.ts), least recently used first out once `capacity` keys are held. A null version
// means nothing may be kept: the value is made afresh and not stored.
export class VersionedMemo<V> {
  private entries = new Map<string | number, { version: string; value: V }>();
  constructor(private readonly capacity: number) {}

  get(key: string | number, version: string | null): V | undefined {
    if (version === null) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.entries.delete(key);
      return undefined;
    }
    // Most recently used goes to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string | number, version: string | null, value: V): void {
    if (version === null) return;
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { version, value });
  }

  /** The kept value, or `make`'s (kept for `version` once it resolves). */
  async getOrMake(key: string | number, version: string | null, make: () => Promise<V>): Promise<V> {
    const hit = this.get(key, version);
    if (hit !== undefined) return hit;
    const value = await make();
    this.set(key, version, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}

const memos = new WeakMap<object, Map<string, VersionedMemo<unknown>>>();

/** The named memo of one app instance (`owner`: its change feed), made on first use. */
export function memoOf<V>(owner: object, name: string, capacity: number): VersionedMemo<V> {
  let byName = memos.get(owner);
  if (!byName) memos.set(owner, (byName = new Map()));
  let memo = byName.get(name);
  if (!memo) byName.set(name, (memo = new VersionedMemo<unknown>(capacity)));
  return memo as VersionedMemo<V>;
}
