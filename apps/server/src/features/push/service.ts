import { MSG } from '@quizring/contracts';
import type { DeviceTokenBody } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import { iso } from '../../lib/clock.ts';
import { sha256 } from '../../lib/crypto.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { parsePushSubscription } from '../../platform/push/push-subscription.ts';
import * as repo from '../../platform/push/device-tokens.ts';

/**
 * Stores a browser's push subscription for the user. The subscription's endpoint identifies it, so the stored key
 * is the hash of the endpoint: the same browser registering again (or for another account) updates one row.
 */
export async function saveDeviceToken(ctx: AppContext, userId: number, body: DeviceTokenBody): Promise<void> {
  const subscription = parsePushSubscription(body.token);
  const refusal = await ctx.push.endpointRefusal(subscription.endpoint);
  // A listed push service that DNS cannot answer for right now is kept: every send checks it again, and the
  // browser would offer its subscription only at the next sign-in.
  if (refusal && refusal !== 'does not resolve') throw unprocessable(MSG.pushEndpointRefused);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.upsertDeviceToken(trx, {
      user_id: userId,
      token_hash: sha256(subscription.endpoint),
      token: JSON.stringify(subscription),
      platform: body.platform,
      is_app: Number(body.is_app) ? 1 : 0,
      from_api: Number(body.from_api) ? 1 : 0,
      now: iso(ctx.clock.now()),
    });
    await repo.trimDeviceTokens(trx, userId);
  });
}

/** Removes the user's own subscription with this endpoint; another student's, like an unknown one, is not found. */
export async function removeDeviceToken(ctx: AppContext, userId: number, endpoint: string): Promise<void> {
  const removed = await repo.deleteDeviceTokenOf(ctx.db, userId, sha256(endpoint));
  if (!removed) throw notFound(MSG.deviceTokenNotFound);
}
