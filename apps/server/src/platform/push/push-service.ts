// Sends Web Push messages (RFC 8030/8291/8292) to every browser a student registered. Messages are encrypted and
// signed with web-push; the HTTP delivery is a separate, injectable transport so tests can see what would be sent.
import webpush from 'web-push';
import type { Db } from '../../db/database.ts';
import type { VapidKeys } from './vapid-keys.ts';
import type { PushSubscriptionJson } from './push-subscription.ts';
import { loggableEndpoint } from './push-endpoint.ts';
import type { EndpointRefusal, PushEndpoints } from './push-endpoint.ts';
import { deleteDeviceToken, deviceTokensOf } from './device-tokens.ts';

/** What the service worker receives: `type` picks the behaviour (e.g. ring_invite), title and body are shown. */
export type PushPayload = { type: string; title: string; body: string; [key: string]: unknown };

export type PushRequest = {
  endpoint: string;
  method: 'POST';
  headers: Record<string, string>;
  body: Buffer | null;
};
export type PushTransport = (request: PushRequest) => Promise<{ statusCode: number }>;

export type SendOptions = {
  ttlSeconds?: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  topic?: string;
};
/** `refused`: not sent, the endpoint is no push service or does not resolve to a public address right now. */
export type SendReport = { sent: number; removed: number; failed: number; refused: number };

type Logger = { warn: (obj: object, msg: string) => void };

export const DEFAULT_TTL_SECONDS = 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/** Delivers over HTTPS with fetch; the response body is drained and ignored. */
export const fetchTransport: PushTransport = async ({ endpoint, method, headers, body }) => {
  const res = await fetch(endpoint, { method, headers, body, signal: AbortSignal.timeout(PUSH_TIMEOUT_MS) });
  await res.arrayBuffer().catch(() => undefined);
  return { statusCode: res.status };
};

export class PushService {
  private readonly db: Db;
  private readonly keys: VapidKeys;
  private readonly subject: string;
  private readonly transport: PushTransport;
  private readonly endpoints: PushEndpoints;
  private readonly log: Logger | undefined;

  constructor(opts: {
    db: Db;
    keys: VapidKeys;
    subject: string;
    /** Which endpoints may be sent to (push-endpoint.ts). */
    endpoints: PushEndpoints;
    transport?: PushTransport;
    log?: Logger;
  }) {
    this.db = opts.db;
    this.keys = opts.keys;
    this.subject = opts.subject;
    this.endpoints = opts.endpoints;
    this.transport = opts.transport ?? fetchTransport;
    this.log = opts.log;
  }

  /** Why a subscription's endpoint may not be saved or sent to, or null (push-endpoint.ts). */
  endpointRefusal(endpoint: string): Promise<EndpointRefusal | null> {
    return this.endpoints.refusal(endpoint);
  }

  /** The application server key browsers subscribe with (public config: push.vapid_public_key). */
  get publicKey(): string {
    return this.keys.publicKey;
  }

  /** The encrypted, VAPID-signed request for one subscription. */
  buildRequest(
    subscription: PushSubscriptionJson,
    payload: PushPayload,
    options: SendOptions = {},
  ): PushRequest {
    const details = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
      vapidDetails: {
        subject: this.subject,
        publicKey: this.keys.publicKey,
        privateKey: this.keys.privateKey,
      },
      TTL: options.ttlSeconds ?? DEFAULT_TTL_SECONDS,
      urgency: options.urgency ?? 'normal',
      contentEncoding: 'aes128gcm',
      ...(options.topic ? { topic: options.topic } : {}),
    });
    const headers: Record<string, string> = {};
    // fetch sets Content-Length itself from the body.
    for (const [name, value] of Object.entries(details.headers))
      if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
    return { endpoint: details.endpoint, method: 'POST', headers, body: details.body };
  }

  /**
   * Sends to every subscription of the user whose endpoint is still a push service at a public address (checked
   * again here: DNS answers change). Subscriptions the push service no longer knows (404/410) are deleted; refusals
   * and other failures are logged and counted, never thrown, so a caller's own work never fails on push.
   */
  async sendToUser(userId: number, payload: PushPayload, options: SendOptions = {}): Promise<SendReport> {
    const tokens = await deviceTokensOf(this.db, userId);
    const report: SendReport = { sent: 0, removed: 0, failed: 0, refused: 0 };
    await Promise.all(
      tokens.map(async ({ id, token }) => {
        try {
          // Stored tokens were checked when saved; web-push checks again and throws on anything it cannot use.
          const subscription = JSON.parse(token) as PushSubscriptionJson;
          const refusal = await this.endpoints.refusal(subscription.endpoint);
          if (refusal) {
            report.refused += 1;
            // The origin only: the path and the keys identify the browser's subscription.
            const endpoint = loggableEndpoint(subscription.endpoint);
            this.log?.warn({ userId, endpoint, refusal }, 'push message not sent: the endpoint is refused');
            return;
          }
          const { statusCode } = await this.transport(this.buildRequest(subscription, payload, options));
          if (statusCode >= 200 && statusCode < 300) report.sent += 1;
          else if (statusCode === 404 || statusCode === 410) {
            await deleteDeviceToken(this.db, id);
            report.removed += 1;
          } else {
            report.failed += 1;
            this.log?.warn({ statusCode, userId }, 'push service refused a message');
          }
        } catch (err) {
          report.failed += 1;
          this.log?.warn({ err, userId }, 'push message could not be sent');
        }
      }),
    );
    return report;
  }
}
