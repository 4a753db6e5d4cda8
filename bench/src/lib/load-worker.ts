// Runs one autocannon load in its own process (forked by load.ts), so generating the load never competes with
// the measured server for its event loop. Receives a LoadSpec, answers with a LoadResult.
import autocannon from 'autocannon';
import type { LoadResult, LoadSpec } from './load.ts';

function run(spec: LoadSpec) {
  let n = 0;
  const instance = autocannon(
    {
      url: spec.url,
      connections: spec.connections,
      duration: spec.durationSec,
      ...(spec.overallRate ? { overallRate: spec.overallRate } : {}),
      ...(spec.amount ? { amount: spec.amount } : {}),
      requests: [
        {
          method: 'GET',
          // Each request takes the next path and the next student's token, so the load spreads over many students.
          setupRequest: (req) => {
            const i = n++;
            const token = spec.tokens.length ? spec.tokens[i % spec.tokens.length] : undefined;
            return {
              ...req,
              path: spec.paths[i % spec.paths.length]!,
              headers: token ? { authorization: `Bearer ${token}` } : {},
            };
          },
        },
      ],
    },
    (err, result) => {
      if (err) {
        process.send!({ error: String(err) } satisfies Partial<LoadResult> & { error: string });
        return;
      }
      const out: LoadResult = {
        rps: result.requests.total / result.duration,
        p50_ms: result.latency.p50,
        p90_ms: result.latency.p90,
        p99_ms: result.latency.p99,
        max_ms: result.latency.max,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        statuses: Object.fromEntries(
          Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
        ),
      };
      process.send!(out, () => process.exit(0));
    },
  );
  process.once('SIGTERM', () => instance.stop());
}

process.once('message', (spec: LoadSpec) => {
  if (!spec.onSignal) return run(spec);
  // One request first, so that autocannon's own first-run work is done before the signal (a 404: no work there).
  autocannon({ url: `${spec.url}/bench-warm-up`, connections: 1, amount: 1 }, () => {
    process.send!('ready');
    process.once('message', () => run(spec));
  });
});
