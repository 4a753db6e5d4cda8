// Response bodies of the hot reads, serialized once per version of what they show (read-model/change-feed.ts says when
// a version stands). A hit costs a map lookup and no database or serializer work. An ASCII body is kept as text: Node
// copies a string of this size (a few KB) straight into the socket write, where bytes of this size would each be an
// allocation of their own off the heap (15–20 µs and garbage collection per body). A body with other characters (names,
// question texts in Hindi or with symbols) is kept as its UTF-8 bytes instead, so it is not encoded again on every
// send. Bounded by size, least recently used first out.
export class ResponseCache {
  private entries = new Map<string, { version: string; body: string | Buffer }>();
  private chars = 0;
  constructor(private readonly maxChars: number) {}

  get(key: string, version: string | null): string | Buffer | undefined {
    if (version === null) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.delete(key);
      return undefined;
    }
    // Most recently used goes to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  /**
   * Keeps `text` for `version` (nothing when version is null: the feed could not vouch for one); returns the body
   * as kept, to be sent.
   */
  set(key: string, version: string | null, text: string): string | Buffer {
    if (version === null || text.length > this.maxChars) return text;
    const body = Buffer.byteLength(text) === text.length ? text : Buffer.from(text);
    this.delete(key);
    this.entries.set(key, { version, body });
    this.chars += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= entry.body.length;
    }
    return body;
  }

  /** The body for `version`, built (and kept) when there is none. */
  async getOrBuild(
    key: string,
    version: string | null,
    build: () => Promise<unknown>,
  ): Promise<string | Buffer> {
    return this.get(key, version) ?? this.set(key, version, JSON.stringify(await build()));
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.chars -= entry.body.length;
  }
}

const caches = new WeakMap<object, Map<string, ResponseCache>>();

/** The named cache of one app instance (`owner`: its change feed), made on first use. */
export function responseCacheOf(owner: object, name: string, maxChars: number): ResponseCache {
  let byName = caches.get(owner);
  if (!byName) caches.set(owner, (byName = new Map()));
  let cache = byName.get(name);
  if (!cache) byName.set(name, (cache = new ResponseCache(maxChars)));
  return cache;
}
