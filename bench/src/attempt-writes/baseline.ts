// The baseline: a bare Fastify POST route that parses a JSON body of the same size and answers a small JSON
// envelope, in this same process, driven by the same load generator. What the machine gives before any app code.
import Fastify from 'fastify';
import { listenOnFreePort } from './server-under-test.ts';

export async function startBaseline() {
  const app = Fastify({ logger: false });
  app.post('/api/echo', async (req) => ({
    status: 'success',
    message: 'Recorded.',
    data: { received: Object.keys(req.body as object).length },
  }));
  const origin = await listenOnFreePort(app);
  return { origin, path: '/api/echo', close: () => app.close() };
}

/** A body shaped like an attempt, so both sides parse the same amount of JSON. */
export const BASELINE_BODY = JSON.stringify({
  question_id: [1234],
  response_time: 5230,
  hint_seen: false,
  option_1234: 4321,
  mode: 'move',
  client_attempt_id: 'baseline-0000-000000',
});
