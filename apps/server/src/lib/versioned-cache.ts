// A bounded in-memory cache of values that are valid for one version of their inputs. The caller reads the
// version from the source of truth on every use (e.g. the row that every change rewrites), so an entry is never
// served after its inputs changed, on this instance or any other: the cache saves the work of rebuilding the
// value, not the check. Least recently used entries go first once `capacity` is reached.
export class VersionedCache<K, V> {
  private entries = new Map<K, { version: string; value: V }>();
  constructor(private readonly capacity: number) {}

  get(key: K, version: string): V | undefined {
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

  set(key: K, version: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { version, value });
  }

  get size(): number {
    return this.entries.size;
  }
}
