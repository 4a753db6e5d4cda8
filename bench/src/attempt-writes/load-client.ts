// The load generator, run as a CHILD process so that sending requests and timing them never shares the server's
// event loop. It is told a job over IPC, drives it with keep-alive connections and answers with the figures.
// Our own client rather than autocannon: it must know, when it stops, that every request it sent has answered,
// so the bench can check the database holds exactly the acknowledged attempts.
import http from 'node:http';
import type {
  AttemptBodies,
  ChildMessage,
  LoadJob,
  LoadQuestion,
  LoadResult,
  PageRequests,
} from './protocol.ts';

type Body = { json: string; retryOf?: number };
type Outcome = {
  status: number;
  duplicate?: boolean;
  attemptId?: number;
  /** Question pages: how many questions the page had. */
  questions?: number;
  error?: string;
};

/** A small seeded generator: the same job sends the same answers. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type StudentState = {
  token: string;
  questions: LoadQuestion[];
  next: number;
  seq: number;
  /** The student's last acknowledged attempt, resent now and then as a client retry. */
  last?: { json: string; attemptId: number };
};

/** Realistic attempts: each student walks their class's questions from a random start, right about 2 in 3. */
function attemptSource(b: AttemptBodies) {
  const random = prng(0x5eed);
  const modes = ['move', 'move', 'move', 'punch', 'chill', 'skill', 'topic'];
  const students: StudentState[] = b.students.map((s) => {
    const questions = b.questionsByGrade[s.grade] ?? [];
    if (questions.length === 0) throw new Error(`no questions for class ${s.grade}`);
    return { token: s.token, questions, next: Math.floor(random() * questions.length), seq: 0 };
  });
  const make = (i: number): Body & { student: StudentState } => {
    const s = students[i]!;
    if (s.last && random() < b.retryShare)
      return { json: s.last.json, retryOf: s.last.attemptId, student: s };
    const q = s.questions[s.next++ % s.questions.length]!;
    const wrong = q.options.filter((o) => o !== q.answer);
    const option =
      random() < 0.65 || wrong.length === 0 ? q.answer : wrong[Math.floor(random() * wrong.length)]!;
    s.seq += 1;
    const json = JSON.stringify({
      question_id: [q.id],
      response_time: 2000 + Math.floor(random() * 13_000),
      hint_seen: random() < 0.1,
      [`option_${q.id}`]: option,
      mode: modes[Math.floor(random() * modes.length)],
      client_attempt_id: `${b.tag}-${String(i).padStart(4, '0')}-${String(s.seq).padStart(5, '0')}`,
    });
    return { json, student: s };
  };
  return { count: students.length, make };
}

/** Each student's next page: the students take turns, each asking for one page more than last time. */
function pageSource(b: PageRequests) {
  const next = b.tokens.map(() => b.firstPage);
  return {
    count: b.tokens.length,
    make: (i: number) => ({ token: b.tokens[i]!, path: b.path.replace('{page}', String(next[i]!++)) }),
  };
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function runJob(job: LoadJob): Promise<LoadResult> {
  const url = new URL(job.origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.shape.connections });
  const statuses: Record<string, number> = {};
  const sampleErrors: string[] = [];
  let networkErrors = 0;
  let acknowledged = 0;
  let duplicates = 0;
  let retriesSent = 0;
  let retryIdMismatches = 0;
  const latencies: number[] = [];
  let measuredRequests = 0;
  let measuredOk = 0;
  let completedInWindow = 0;
  let skipped = 0;
  let answered = 0;

  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const measureFrom = t0 + job.warmupMs;
  const stopAt = measureFrom + job.durationMs;

  const send = (json: string | undefined, token?: string, path = job.path) =>
    new Promise<Outcome>((resolve) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path,
          method: json === undefined ? 'GET' : 'POST',
          agent,
          headers: {
            ...(json === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            const text = Buffer.concat(chunks).toString('utf8');
            if (status !== 200) return resolve({ status, error: text.slice(0, 200) });
            try {
              const data = (
                JSON.parse(text) as {
                  data?: { duplicate?: boolean; attempt_id?: number; questions?: unknown[] };
                }
              ).data;
              resolve({
                status,
                duplicate: data?.duplicate,
                attemptId: data?.attempt_id,
                questions: data?.questions?.length,
              });
            } catch {
              resolve({ status: -2, error: `unparsable 200 body: ${text.slice(0, 200)}` });
            }
          });
          res.on('error', (e) => resolve({ status: -1, error: e.message }));
        },
      );
      req.on('error', (e) => resolve({ status: -1, error: e.message }));
      req.end(json);
    });

  const source = job.bodies.kind === 'attempts' ? attemptSource(job.bodies) : undefined;
  const pages = job.bodies.kind === 'pages' ? pageSource(job.bodies) : undefined;
  const fixed = job.bodies.kind === 'fixed' ? job.bodies.json : undefined;

  /** Sends one request scheduled at `scheduled` (ms) and books its outcome. */
  const one = async (studentIndex: number, scheduled: number) => {
    const body = source?.make(studentIndex);
    const page = pages?.make(studentIndex);
    if (body?.retryOf !== undefined) retriesSent += 1;
    const outcome = page
      ? await send(undefined, page.token, page.path)
      : await send(body ? body.json : fixed, body?.student.token);
    const done = performance.now();
    answered += 1;
    const measured = scheduled >= measureFrom && scheduled < stopAt;
    if (outcome.status === 200) {
      if (page && (outcome.questions ?? 0) > 0) acknowledged += 1;
      if (source && body) {
        if (outcome.duplicate) {
          duplicates += 1;
          if (body.retryOf !== undefined && outcome.attemptId !== body.retryOf) retryIdMismatches += 1;
        } else {
          acknowledged += 1;
          if (outcome.attemptId) body.student.last = { json: body.json, attemptId: outcome.attemptId };
        }
      }
    } else {
      if (outcome.status < 0) networkErrors += 1;
      else statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
      if (sampleErrors.length < 5) sampleErrors.push(`${outcome.status}: ${outcome.error ?? ''}`);
    }
    if (measured) {
      measuredRequests += 1;
      if (outcome.status === 200) measuredOk += 1;
      latencies.push(done - scheduled);
    }
    if (done >= measureFrom && done < stopAt) completedInWindow += 1;
  };

  if (job.shape.kind === 'closed') {
    const { connections } = job.shape;
    const students = source?.count ?? pages?.count ?? connections;
    // Connection c drives students c, c+N, c+2N...: one student never has two answers in flight at once.
    await Promise.all(
      Array.from({ length: connections }, async (_, c) => {
        for (let k = 0; performance.now() < stopAt; k++) {
          const own = Math.floor((students - c - 1) / connections) + 1;
          await one(c + (k % Math.max(1, own)) * connections, performance.now());
        }
      }),
    );
  } else {
    const { rate } = job.shape;
    const students = source?.count ?? pages?.count ?? 1;
    const inFlight = new Set<Promise<void>>();
    const maxOutstanding = rate * 2;
    let issued = 0;
    await new Promise<void>((resolve) => {
      const tick = () => {
        const now = performance.now();
        const due = Math.floor(((Math.min(now, stopAt) - t0) * rate) / 1000);
        while (issued < due) {
          const scheduled = t0 + (issued * 1000) / rate;
          issued += 1;
          // A server this far behind has failed the run already; more queued requests would only make the
          // drain at the end take minutes.
          if (inFlight.size >= maxOutstanding) {
            skipped += 1;
            continue;
          }
          const p = one(issued % students, scheduled);
          inFlight.add(p);
          void p.finally(() => inFlight.delete(p));
        }
        if (now >= stopAt) {
          clearInterval(timer);
          resolve();
        }
      };
      const timer = setInterval(tick, 1);
    });
    await Promise.all(inFlight);
  }
  agent.destroy();
  const cpu = process.cpuUsage(cpu0);

  const sorted = Float64Array.from(latencies).sort();
  const sum = latencies.reduce((a, b) => a + b, 0);
  return {
    requests: measuredRequests,
    ok: measuredOk,
    elapsedMs: job.durationMs,
    rps: completedInWindow / (job.durationMs / 1000),
    latencyMs: {
      p50: percentile(sorted, 50),
      p90: percentile(sorted, 90),
      p99: percentile(sorted, 99),
      max: sorted.length ? sorted[sorted.length - 1]! : 0,
      mean: latencies.length ? sum / latencies.length : 0,
    },
    statuses,
    networkErrors,
    acknowledged,
    duplicates,
    retriesSent,
    retryIdMismatches,
    skipped,
    answered,
    clientCpuMs: answered ? (cpu.user + cpu.system) / 1000 / answered : 0,
    sampleErrors,
  };
}

process.once('message', (job: LoadJob) => {
  runJob(job).then(
    (result) => process.send!({ type: 'result', result } satisfies ChildMessage, () => process.exit(0)),
    (err: unknown) =>
      process.send!({ type: 'error', message: String(err) } satisfies ChildMessage, () => process.exit(1)),
  );
});
