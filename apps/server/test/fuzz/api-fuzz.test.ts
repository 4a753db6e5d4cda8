// Property-based fuzzing of every endpoint from its contract (issue 5, "Bad input and attacks"): thousands of
// valid-ish, mutated, malformed, oversized and multipart requests, sent anonymously, with forged tokens, as a
// student without membership and as a member. Properties: never a 5xx, every error in the spec's envelope,
// nothing internal in any message. Failures print FUZZ_SEED so the run can be replayed.
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';
import { discoverEndpoints, endpointKey } from './endpoints.ts';
import type { Endpoint } from './endpoints.ts';
import { violations } from './oracle.ts';
import { describeRequest, requestFor, strayRequest } from './requests.ts';
import type { CallerKind, FuzzRequest, FuzzWorld } from './requests.ts';
import { FUZZ_ONLY, FUZZ_SCALE, FUZZ_SEED, replayHint, seedFor } from './seed.ts';
import { FuzzCallers } from './world.ts';

/** What the issue asks of one CI run, per database. */
const MIN_REQUESTS = 10_000;
/** Requests for routes that do not exist. */
const STRAY_RUNS = 200;

/** Runs per endpoint: most where there is a contract to bend, fewest for HEAD (GET's twin without a body). */
function runsFor(e: Endpoint): number {
  const runs = e.method === 'HEAD' ? 30 : e.body || e.pathParams.length || e.query.length ? 170 : 120;
  return Math.ceil(runs * FUZZ_SCALE);
}

type Tally = { requests: number; ms: number; byCaller: Partial<Record<CallerKind, Record<number, number>>> };

describe.each(DATABASES)('fuzzing every endpoint on %s', (kind) => {
  let t: TestApp;
  let callers: FuzzCallers;
  let world: FuzzWorld;
  let endpoints: Endpoint[];
  const tallies = new Map<string, Tally>();
  let total = 0;

  beforeAll(async () => {
    // Budgets scaled up so the fuzzer reaches handlers; a 429 would still have to be in the envelope.
    // FUZZ_LOG=error shows the server's own log of a failure being replayed.
    t = await createTestApp(kind, { RATE_LIMIT_SCALE: '1000', LOG_LEVEL: process.env.FUZZ_LOG ?? 'silent' });
    endpoints = discoverEndpoints(t.app);
    callers = new FuzzCallers(t.app);
    world = await callers.setUp();
    console.log(`fuzzing ${endpoints.length} endpoints on ${kind} with FUZZ_SEED=${FUZZ_SEED}`);
  }, 60_000);
  afterAll(async () => t?.close());

  async function send(e: Endpoint, r: FuzzRequest) {
    const headers: Record<string, string> = { ...r.headers };
    const token = callers.token(r.caller);
    if (token) headers.authorization = `Bearer ${token}`;
    else if (r.caller === 'forged') headers.authorization = r.forgedAuthorization;
    if (r.body?.contentType !== undefined) headers['content-type'] = r.body.contentType;
    const payload = r.body?.stream ? Readable.from([Buffer.from(r.body.payload)]) : r.body?.payload;
    const res = await t.app.inject({
      method: r.method as 'GET',
      url: r.url,
      headers,
      payload,
      remoteAddress: r.remoteAddress,
    });
    total += 1;
    const tally = tallies.get(endpointKey(e)) ?? { requests: 0, ms: 0, byCaller: {} };
    tally.requests += 1;
    const statuses = (tally.byCaller[r.caller] ??= {});
    statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
    tallies.set(endpointKey(e), tally);
    await callers.afterCall(r.caller, res.statusCode);
    return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: res.body };
  }

  /** How often each status came back, over every endpoint and caller. */
  function histogram(): string {
    const counts: Record<string, number> = {};
    for (const tally of tallies.values())
      for (const statuses of Object.values(tally.byCaller))
        for (const [status, n] of Object.entries(statuses)) counts[status] = (counts[status] ?? 0) + n;
    return Object.entries(counts)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
  }

  /** Fuzzes one endpoint; returns a description of the smallest failing request, or null. */
  async function fuzz(e: Endpoint): Promise<string | null> {
    const name = endpointKey(e);
    const details = await fc.check(
      fc.asyncProperty(requestFor(e, world), async (r) => {
        const problems = violations(e, r.method, await send(e, r));
        if (problems.length) throw new Error(problems.join('; '));
      }),
      { seed: seedFor(name), numRuns: runsFor(e) },
    );
    if (!details.failed) return null;
    const request = details.counterexample?.[0];
    const error =
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    return [
      `${name}: ${error}`,
      request ? describeRequest(request) : '(no counterexample)',
      `fast-check seed ${details.seed}, path ${details.counterexamplePath ?? '-'}; ${replayHint(name)}`,
    ].join('\n');
  }

  it('finds every registered route, with the contract of every documented one', () => {
    const keys = endpoints.map(endpointKey);
    // One endpoint per method listed in the route table, each one a route the router knows.
    const listed = [...t.app.printRoutes().matchAll(/\(([A-Z, ]+)\)$/gm)].flatMap((m) => m[1]!.split(', '));
    expect(keys).toHaveLength(listed.length);
    for (const e of endpoints)
      expect(t.app.hasRoute({ method: e.method as 'GET', url: e.url }), endpointKey(e)).toBe(true);
    // Every operation of the OpenAPI document is one of them, so the parse of the route table misses nothing.
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.filter((k) => !keys.includes(k))).toEqual([]);
    expect(endpoints.filter((e) => e.documented && e.method !== 'HEAD')).toHaveLength(documented.length);
    // Contracts were read: the bodies of the calls that take one, the parameters of /:id paths.
    expect(endpoints.find((e) => e.method === 'POST' && e.url === '/api/login')?.body?.required).toEqual([
      'email',
      'password',
    ]);
    for (const e of endpoints) expect(e.pathParams.length, e.url).toBe((e.url.match(/:\w+/g) ?? []).length);
  });

  it('answers every fuzzed request below 500, errors in the envelope', async () => {
    const started = Date.now();
    const failures: string[] = [];
    for (const e of endpoints) {
      if (FUZZ_ONLY && !endpointKey(e).includes(FUZZ_ONLY)) continue;
      const began = Date.now();
      const failure = await fuzz(e);
      const tally = tallies.get(endpointKey(e));
      if (tally) tally.ms = Date.now() - began;
      if (failure) failures.push(failure);
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `${kind}: ${total} requests to ${tallies.size} endpoints in ${seconds} s; ` +
        `signed-in callers revived ${callers.revived} times; FUZZ_SEED=${FUZZ_SEED}\nstatuses: ${histogram()}\nslowest: ` +
        [...tallies]
          .sort(([, a], [, b]) => b.ms - a.ms)
          .slice(0, 8)
          .map(([key, tally]) => `${key} ${tally.ms} ms`)
          .join(', '),
    );
    expect(
      failures,
      `${failures.length} endpoints failed (${replayHint()}):\n\n${failures.join('\n\n')}`,
    ).toEqual([]);
  }, 240_000);

  it.skipIf(Boolean(FUZZ_ONLY))('answers requests for no route with 404 in the envelope', async () => {
    const stray: Endpoint = { ...endpoints[0]!, method: '*', url: '(no route)', envelope: true };
    const details = await fc.check(
      fc.asyncProperty(strayRequest(endpoints, world), async (r) => {
        // The path the router sees: inject() parses the URL as a browser would, resolving dot segments
        // ('/api/docs//%2e%2e' reaches the route '/api/docs/').
        let path = r.url.split('?')[0]!;
        try {
          path = new URL(path, 'http://localhost').pathname;
        } catch {
          // Unparseable: the router gets it as it is.
        }
        let routed = false;
        try {
          routed = Boolean(t.app.findRoute({ method: r.method as 'GET', url: path }));
        } catch {
          // A path the router cannot even decode is no route either.
        }
        if (routed) return; // A real route: fuzzed above.
        const reply = await send(stray, r);
        const problems = violations(stray, r.method, reply);
        // The body is read before the router's 404, so an oversized or unreadable one is refused first.
        if (![400, 404, 413, 414, 415].includes(reply.status))
          problems.push(`answered ${reply.status} for no route`);
        if (problems.length) throw new Error(problems.join('; '));
      }),
      { seed: seedFor('(no route)'), numRuns: Math.ceil(STRAY_RUNS * FUZZ_SCALE) },
    );
    const request = details.counterexample?.[0];
    expect(
      details.failed,
      request ? `${String(details.errorInstance)}\n${describeRequest(request)}\n${replayHint()}` : '',
    ).toBe(false);
  });

  it.skipIf(Boolean(FUZZ_ONLY))(`sent at least ${MIN_REQUESTS} requests, to every endpoint`, () => {
    expect(total).toBeGreaterThanOrEqual(MIN_REQUESTS);
    for (const e of endpoints)
      expect(tallies.get(endpointKey(e))?.requests ?? 0, endpointKey(e)).toBeGreaterThanOrEqual(runsFor(e));
  });

  it.skipIf(Boolean(FUZZ_ONLY))('got past authentication and rate limits on every guarded endpoint', () => {
    // Guarded: anonymous callers got 401 and never a success. A member must then have got past the guard at least
    // once: an answer other than a refused URL (400, 414: before any guard), 401, 403 or 429.
    const unreached = endpoints
      .map((e) => [endpointKey(e), tallies.get(endpointKey(e))!] as const)
      .filter(([, tally]) => {
        const anonymous = Object.keys(tally.byCaller.anonymous ?? {});
        if (!anonymous.includes('401') || anonymous.some((s) => Number(s) < 300)) return false;
        return !Object.keys(tally.byCaller.member ?? {}).some(
          (s) => !['400', '401', '403', '414', '429'].includes(s),
        );
      })
      .map(([key, tally]) => `${key}: member got ${JSON.stringify(tally.byCaller.member)}`);
    expect(unreached).toEqual([]);
  });
});
