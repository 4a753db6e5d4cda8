// Pusher's HTTP API on the app's own port, for the embedded server: POST /apps/{appId}/events and /batch_events
// (what the `pusher` SDK calls to publish) and the channel queries. Outside /api and its rate limits: callers are
// trusted servers that prove themselves with the app secret on every request.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { EmbeddedRealtimeServer } from './embedded-server.ts';
import { LIMITS, SOCKET_ID, channelKind, isValidChannelName, verifyRestRequest } from './protocol.ts';

export type HttpApiOptions = {
  server: EmbeddedRealtimeServer;
  appId: string;
  key: string;
  secret: string;
};

const ChannelName = z.string().refine(isValidChannelName, 'Invalid channel name.');
const EventName = z.string().min(1).max(LIMITS.nameLength);
const SocketId = z.string().regex(SOCKET_ID);

const TriggerBody = z
  .object({
    name: EventName,
    data: z.string(),
    channels: z.array(ChannelName).min(1).max(LIMITS.channelsPerEvent).optional(),
    channel: ChannelName.optional(),
    socket_id: SocketId.optional(),
    info: z.string().optional(),
  })
  .refine((b) => (b.channels === undefined) !== (b.channel === undefined), 'Give channels or channel.');

const BatchBody = z.object({
  batch: z
    .array(
      z.object({
        channel: ChannelName,
        name: EventName,
        data: z.string(),
        socket_id: SocketId.optional(),
        info: z.string().optional(),
      }),
    )
    .min(1)
    .max(LIMITS.batchEvents),
});

const BODY_LIMIT = 256 * 1024;

export const realtimeHttpApi: FastifyPluginAsync<HttpApiOptions> = async (app, opts) => {
  // The signature covers the exact body bytes (body_md5), so this scope keeps the raw body and parses it itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );

  const fail = (reply: FastifyReply, status: number, error: string) => reply.code(status).send({ error });

  /** Answers the request itself (and returns false) unless it is signed for this app. */
  const authorized = (req: FastifyRequest<{ Params: { appId: string } }>, reply: FastifyReply): boolean => {
    if (req.params.appId !== opts.appId) {
      void fail(reply, 404, 'Unknown app.');
      return false;
    }
    const result = verifyRestRequest({
      method: req.method,
      path: req.url.split('?')[0] ?? '',
      query: req.query as Record<string, unknown>,
      rawBody: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
      key: opts.key,
      secret: opts.secret,
      nowMs: Date.now(),
    });
    if (!result.ok) {
      req.log.info({ status: result.status }, 'realtime HTTP API request refused');
      void fail(reply, result.status, result.message);
      return false;
    }
    return true;
  };

  const parse = <T>(
    schema: z.ZodType<T>,
    raw: unknown,
  ): { ok: true; value: T } | { ok: false; error: string } => {
    let json: unknown;
    try {
      json = JSON.parse(Buffer.isBuffer(raw) ? raw.toString('utf8') : '');
    } catch {
      return { ok: false, error: 'The body is not valid JSON.' };
    }
    const parsed = schema.safeParse(json);
    return parsed.success
      ? { ok: true, value: parsed.data }
      : { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid body.' };
  };
  const tooLarge = (data: string) => Buffer.byteLength(data, 'utf8') > LIMITS.dataBytes;

  app.post<{ Params: { appId: string } }>(
    '/apps/:appId/events',
    { bodyLimit: BODY_LIMIT },
    async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const body = parse(TriggerBody, req.body);
      if (!body.ok) return fail(reply, 400, body.error);
      const { name, data, socket_id } = body.value;
      if (tooLarge(data)) return fail(reply, 413, `Event data is larger than ${LIMITS.dataBytes} bytes.`);
      const channels = body.value.channels ?? [body.value.channel!];
      opts.server.publish(channels, name, data, socket_id);
      return {};
    },
  );

  app.post<{ Params: { appId: string } }>(
    '/apps/:appId/batch_events',
    { bodyLimit: BODY_LIMIT },
    async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const body = parse(BatchBody, req.body);
      if (!body.ok) return fail(reply, 400, body.error);
      if (body.value.batch.some((e) => tooLarge(e.data)))
        return fail(reply, 413, `Event data is larger than ${LIMITS.dataBytes} bytes.`);
      for (const e of body.value.batch) opts.server.publish([e.channel], e.name, e.data, e.socket_id);
      return {};
    },
  );

  app.get<{ Params: { appId: string; channel: string } }>(
    '/apps/:appId/channels/:channel',
    async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      if (!isValidChannelName(req.params.channel)) return fail(reply, 400, 'Invalid channel name.');
      return opts.server.channelInfo(req.params.channel);
    },
  );

  app.get<{ Params: { appId: string; channel: string } }>(
    '/apps/:appId/channels/:channel/users',
    async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const name = req.params.channel;
      if (!isValidChannelName(name) || channelKind(name) !== 'presence')
        return fail(reply, 400, 'Users are listed for presence channels only.');
      return { users: opts.server.presenceUserIds(name).map((id) => ({ id })) };
    },
  );
};
