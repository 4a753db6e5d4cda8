// Response bodies of the hot reads, serialized once per version of what they show (db/change-feed.ts says when a
// version stands). A hit costs a map lookup and no database, serializer or encoder work: the body is kept as the
// bytes that go out. Bounded by bytes, least recently used first out.
export class ResponseCache {
  private entries = new Map<string, { version: string; body: Buffer }>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string, version: string | null): Buffer | undefined {
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

  /** Keeps `body` for `version` (nothing when version is null: the feed could not vouch for one). */
  set(key: string, version: string | null, body: Buffer): void {
    if (version === null || body.length > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, { version, body });
    this.bytes += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }

  /** The body for `version`, built (and kept) when there is none. */
  async getOrBuild(key: string, version: string | null, build: () => Promise<unknown>): Promise<Buffer> {
    const hit = this.get(key, version);
    if (hit) return hit;
    const body = jsonBytes(await build());
    this.set(key, version, body);
    return body;
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

/** A JSON body as the bytes that go out. */
export const jsonBytes = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));

const caches = new WeakMap<object, Map<string, ResponseCache>>();

/** The named cache of one app instance (`owner`: its change feed), made on first use. */
export function responseCacheOf(owner: object, name: string, maxBytes: number): ResponseCache {
  let byName = caches.get(owner);
  if (!byName) caches.set(owner, (byName = new Map()));
  let cache = byName.get(name);
  if (!cache) byName.set(name, (cache = new ResponseCache(maxBytes)));
  return cache;
}
