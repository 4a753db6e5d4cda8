// The players' process: every participant's pusher-js client and HTTP calls, in a process of their own so that
// their work does not share the server's event loop. Every timestamp is this process's performance.now(), so the
// answer's response and each socket's receipt are on one clock.
//
// Phase "app": the host creates a ring inviting everyone, all join and subscribe to its presence channel (signed by
// POST /api/broadcasting/auth), the host starts, and each player answers each question after a random think time.
// Phase "baseline": the same clients (new connections) on the bare broadcast server, replaying the same answers
// (same players, same think times, the same event text) through POST /broadcast.
import http from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import Pusher from 'pusher-js';
import type { Channel, ChannelAuthorizationHandler } from 'pusher-js';
import { RING_EVENTS, ringChannel } from '@quizring/contracts';
import type { RingQuestion, RingTopic } from '@quizring/contracts';
import type { FromPlayers, PhaseResult, PlayersPlan, ToPlayers } from './messages.ts';
import type { Player } from './setup.ts';
import { summarize } from './stats.ts';
import { mulberry32 } from '@quizring/contracts/random';

const say = (m: FromPlayers) => process.send?.(m);
const log = (line: string) => say({ type: 'log', line });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- HTTP ----

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
type Reply = { status: number; body: unknown; sentAt: number; at: number };

function request(
  url: string,
  opts: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const sentAt = performance.now();
    const req = http.request(url, { method: opts.method ?? 'GET', agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        // The answer is "back" once its whole body is in, before any parsing.
        const at = performance.now();
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: kept as text for the error message
        }
        resolve({ status: res.statusCode ?? 0, body, sentAt, at });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function api(url: string, opts: Parameters<typeof request>[1] = {}): Promise<Reply> {
  const reply = await request(url, opts);
  if (reply.status !== 200)
    throw new Error(`${opts.method ?? 'GET'} ${url} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply;
}

const dataOf = <T>(reply: Reply) => (reply.body as { data: T }).data;

/** Runs `task` for every item, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T, i: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await task(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Waits until `check` holds, polling; throws after `ms`. */
async function until(check: () => boolean, label: string, ms = 30_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${label}`);
    await sleep(20);
  }
}

const seededRandom = mulberry32;

// ---- Sockets ----

type Client = { player: Player; pusher: Pusher; socketId: string; channel?: Channel };

function connect(url: string, key: string, cluster: string, authorize: ChannelAuthorizationHandler): Pusher {
  const { hostname, port } = new URL(url);
  return new Pusher(key, {
    cluster,
    wsHost: hostname,
    wsPort: Number(port),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: { customHandler: authorize } as never,
  });
}

function connected(pusher: Pusher): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const state = pusher.connection.state;
      if (state === 'connected') resolve(pusher.connection.socket_id);
      else if (state === 'failed' || state === 'unavailable') reject(new Error(`connection ${state}`));
    };
    pusher.connection.bind('state_change', check);
    check();
  });
}

function subscribed(pusher: Pusher, name: string): Promise<Channel> {
  return new Promise((resolve, reject) => {
    const channel = pusher.subscribe(name);
    channel.bind('pusher:subscription_succeeded', () => resolve(channel));
    channel.bind('pusher:subscription_error', (e: unknown) =>
      reject(new Error(`subscription to ${name} failed: ${JSON.stringify(e)}`)),
    );
  });
}

/** Every answer event each socket receives, by `user:question`, with the time it arrived. */
class Receipts {
  readonly times = new Map<string, number[]>();
  readonly data = new Map<string, Record<string, unknown>>();
  total = 0;
  listen(channel: Channel) {
    channel.bind(RING_EVENTS.answerSubmitted, (d: Record<string, unknown>) => {
      const at = performance.now();
      const k = key(Number(d.user_id), Number(d.question_bank_id));
      let list = this.times.get(k);
      if (!list) {
        this.times.set(k, (list = []));
        this.data.set(k, d);
      }
      list.push(at);
      this.total++;
    });
  }
}

/** CreateRingBody's limit on invited_user_ids. */
const MAX_INVITES = 50;

const key = (userId: number, questionId: number) => `${userId}:${questionId}`;

// ---- Playing ----

type Sent = { sentAt: number; at: number };
type Schedule = number[][];

/** Each player answers each question `think` ms after their previous answer came back. */
async function play(
  clients: Client[],
  questionIds: number[],
  schedule: Schedule,
  send: (c: Client, questionId: number) => Promise<Reply>,
): Promise<Map<string, Sent>> {
  const sent = new Map<string, Sent>();
  await Promise.all(
    clients.map(async (c, i) => {
      for (const [k, questionId] of questionIds.entries()) {
        await sleep(schedule[i]![k]!);
        const reply = await send(c, questionId);
        if (reply.status !== 200)
          throw new Error(
            `answer of ${c.player.userId} answered ${reply.status}: ${JSON.stringify(reply.body)}`,
          );
        sent.set(key(c.player.userId, questionId), { sentAt: reply.sentAt, at: reply.at });
      }
    }),
  );
  return sent;
}

function measure(
  label: PhaseResult['label'],
  receipts: Receipts,
  sent: Map<string, Sent>,
  others: number,
  messageBytes: number,
  loopDelayP99: number,
  playMs: number,
): PhaseResult {
  const all: number[] = [];
  const each: number[] = [];
  const allFromRequest: number[] = [];
  const response: number[] = [];
  for (const [k, s] of sent) {
    response.push(s.at - s.sentAt);
    const times = receipts.times.get(k) ?? [];
    // The app and the baseline write the event before they answer, so a socket may have it before the sender
    // has the response: that receipt counts as 0 ms.
    for (const t of times) each.push(Math.max(0, t - s.at));
    // An answer some socket never received counts as never complete (Infinity keeps it in the tail).
    const last = times.length >= others ? Math.max(...times) : Infinity;
    all.push(Math.max(0, last - s.at));
    allFromRequest.push(last - s.sentAt);
  }
  return {
    label,
    answers: sent.size,
    deliveriesExpected: sent.size * others,
    deliveriesReceived: each.length,
    allReceived: summarize(all),
    eachReceived: summarize(each),
    allFromRequest: summarize(allFromRequest),
    response: summarize(response),
    messageBytes,
    clientLoopDelayP99: loopDelayP99,
    playMs,
  };
}

async function settle(receipts: Receipts, expected: number) {
  // Whatever is still in flight gets a few seconds; a missing delivery shows in the result.
  await until(() => receipts.total >= expected, 'deliveries', 10_000).catch(() => {});
}

function loopDelay() {
  const h = monitorEventLoopDelay({ resolution: 5 });
  h.enable();
  return () => {
    h.disable();
    return h.percentile(99) / 1e6;
  };
}

const eventMessage = (channel: string, data: Record<string, unknown>) =>
  JSON.stringify({ event: RING_EVENTS.answerSubmitted, channel, data: JSON.stringify(data) });

async function disconnectAll(clients: Client[]) {
  for (const c of clients) c.pusher.disconnect();
  await until(() => clients.every((c) => c.pusher.connection.state === 'disconnected'), 'disconnects');
}

async function appPhase(plan: PlayersPlan, schedule: Schedule, choose: () => number) {
  const [host, ...guests] = plan.players;
  const url = (p: string) => `${plan.appUrl}${p}`;
  const topics = dataOf<{ topics: RingTopic[] }>(
    await api(url('/api/ring-sessions/topics'), { token: host!.token }),
  ).topics;
  const topic = topics.find((t) => t.question_count >= plan.questions) ?? topics[0];
  if (!topic) throw new Error('no Ring topic for class 7 in the content');
  const created = await api(url('/api/ring-sessions'), {
    method: 'POST',
    token: host!.token,
    // The contract caps invitations (CreateRingBody: 50); the host's other friends join the ring as friends may.
    body: { topic_id: topic.id, invited_user_ids: guests.slice(0, MAX_INVITES).map((g) => g.userId) },
  });
  const sessionId = dataOf<{ session: { id: number } }>(created).session.id;
  const channelName = ringChannel(sessionId);
  log(
    `ring ${sessionId} on "${topic.title}": ${Math.min(MAX_INVITES, guests.length)} invited, all ${guests.length} friends join`,
  );

  // As the web app does: the auth endpoint signs the presence subscription with the student's token.
  const authorizer =
    (token: string): ChannelAuthorizationHandler =>
    ({ socketId, channelName: name }, callback) => {
      request(url('/api/broadcasting/auth'), {
        method: 'POST',
        token,
        body: { socket_id: socketId, channel_name: name },
      }).then(
        (r) =>
          r.status === 200
            ? callback(null, r.body as { auth: string; channel_data?: string })
            : callback(new Error(`Auth ${r.status}: ${JSON.stringify(r.body)}`), null),
        (e: Error) => callback(e, null),
      );
    };

  const receipts = new Receipts();
  const clients: Client[] = [];
  let started = 0;
  await eachLimited(plan.players, 16, async (player) => {
    const pusher = connect(plan.appUrl, plan.appKey, plan.cluster, authorizer(player.token));
    const socketId = await connected(pusher);
    if (player !== host)
      await api(url(`/api/ring-sessions/${sessionId}/join`), { method: 'POST', token: player.token });
    const channel = await subscribed(pusher, channelName);
    channel.bind(RING_EVENTS.sessionStarted, () => started++);
    receipts.listen(channel);
    clients.push({ player, pusher, socketId, channel });
  });
  // Keep the players' order (the schedule is by index).
  clients.sort((a, b) => plan.players.indexOf(a.player) - plan.players.indexOf(b.player));
  log(`${clients.length} players joined and subscribed`);

  await api(url(`/api/ring-sessions/${sessionId}/start`), { method: 'POST', token: host!.token });
  await until(() => started >= clients.length, 'session.started on every socket');
  const questions = new Map<number, RingQuestion[]>();
  await eachLimited(clients, 16, async (c) => {
    const data = dataOf<{ questions: RingQuestion[] }>(
      await api(url(`/api/ring-sessions/${sessionId}/questions`), { token: c.player.token }),
    );
    questions.set(c.player.userId, data.questions);
  });
  const ringQuestions = questions.get(host!.userId)!.slice(0, plan.questions);
  const questionIds = ringQuestions.map((q) => q.question_id);
  const optionOf = new Map(ringQuestions.map((q) => [q.question_id, q.options.map((o) => o.id)]));
  const picks = new Map<string, number>();
  for (const c of clients)
    for (const q of questionIds) {
      const options = optionOf.get(q)!;
      picks.set(key(c.player.userId, q), options[Math.floor(choose() * options.length)]!);
    }

  say({ type: 'phase', label: 'app', playing: true });
  const stopLoop = loopDelay();
  const t0 = performance.now();
  const sent = await play(clients, questionIds, schedule, (c, questionId) =>
    request(url(`/api/ring-sessions/${sessionId}/answer`), {
      method: 'POST',
      token: c.player.token,
      headers: { 'x-socket-id': c.socketId },
      body: { question_bank_id: questionId, answer_id: picks.get(key(c.player.userId, questionId))! },
    }),
  );
  const playMs = performance.now() - t0;
  await settle(receipts, sent.size * (clients.length - 1));
  const loopP99 = stopLoop();
  say({ type: 'phase', label: 'app', playing: false });

  const sample = receipts.data.values().next().value ?? {};
  const result = measure(
    'app',
    receipts,
    sent,
    clients.length - 1,
    Buffer.byteLength(eventMessage(channelName, sample)),
    loopP99,
    playMs,
  );
  await disconnectAll(clients);
  return { result, channelName, questionIds, events: receipts.data };
}

async function baselinePhase(
  plan: PlayersPlan,
  schedule: Schedule,
  app: { channelName: string; questionIds: number[]; events: Map<string, Record<string, unknown>> },
) {
  // No real signature: the bare server checks nothing, but pusher-js still asks for a presence member.
  const authorizer =
    (player: Player): ChannelAuthorizationHandler =>
    (_params, callback) =>
      callback(null, {
        auth: `${plan.appKey}:baseline`,
        channel_data: JSON.stringify({ user_id: String(player.userId), user_info: { name: player.name } }),
      });
  const receipts = new Receipts();
  const clients: Client[] = [];
  await eachLimited(plan.players, 16, async (player) => {
    const pusher = connect(plan.baselineUrl, plan.appKey, plan.cluster, authorizer(player));
    const socketId = await connected(pusher);
    const channel = await subscribed(pusher, app.channelName);
    receipts.listen(channel);
    clients.push({ player, pusher, socketId, channel });
  });
  clients.sort((a, b) => plan.players.indexOf(a.player) - plan.players.indexOf(b.player));

  say({ type: 'phase', label: 'baseline', playing: true });
  const stopLoop = loopDelay();
  const t0 = performance.now();
  const sent = await play(clients, app.questionIds, schedule, (c, questionId) =>
    request(`${plan.baselineUrl}/broadcast`, {
      method: 'POST',
      body: {
        channel: app.channelName,
        event: RING_EVENTS.answerSubmitted,
        data: JSON.stringify(
          app.events.get(key(c.player.userId, questionId)) ?? {
            // An event the app never delivered: one of the same shape.
            user_id: c.player.userId,
            name: c.player.name,
            is_correct: false,
            question_bank_id: questionId,
            seq: 0,
          },
        ),
        socket_id: c.socketId,
      },
    }),
  );
  const playMs = performance.now() - t0;
  await settle(receipts, sent.size * (clients.length - 1));
  const loopP99 = stopLoop();
  say({ type: 'phase', label: 'baseline', playing: false });
  const sample = receipts.data.values().next().value ?? {};
  const result = measure(
    'baseline',
    receipts,
    sent,
    clients.length - 1,
    Buffer.byteLength(eventMessage(app.channelName, sample)),
    loopP99,
    playMs,
  );
  await disconnectAll(clients);
  return result;
}

async function main(plan: PlayersPlan): Promise<PhaseResult[]> {
  const random = seededRandom(plan.seed);
  const [lo, hi] = plan.thinkMs;
  const schedule: Schedule = plan.players.map(() =>
    Array.from({ length: plan.questions }, () => Math.round(lo + random() * (hi - lo))),
  );
  const app = await appPhase(plan, schedule, random);
  log(
    `app: ${app.result.answers} answers, ${app.result.deliveriesReceived}/${app.result.deliveriesExpected} deliveries`,
  );
  const baseline = await baselinePhase(plan, schedule, app);
  log(
    `baseline: ${baseline.answers} answers, ${baseline.deliveriesReceived}/${baseline.deliveriesExpected} deliveries`,
  );
  return [app.result, baseline];
}

// Without the bench process there is no one to report to.
process.once('disconnect', () => process.exit(0));

process.once('message', (m: ToPlayers) => {
  main(m.plan).then(
    (phases) => {
      say({ type: 'result', phases });
      agent.destroy();
    },
    (err: unknown) => {
      say({ type: 'error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
      agent.destroy();
    },
  );
});
