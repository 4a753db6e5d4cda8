// The invitation to a ring reaches an invitee twice: over their private realtime channel while the app is open, and
// as a web push (type ring_invite, read by the service worker and the web app) to every browser they registered.
import { MSG, RingInvitePayload, STUDENT_EVENTS, studentChannel } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';

/** A push nobody answers within this long is useless: the ring will have started or lapsed. */
const INVITE_PUSH_TTL_SECONDS = 15 * 60;

type Logger = { warn: (obj: object, msg: string) => void };

export function invitePayload(sessionId: number, hostName: string, topicTitle: string): RingInvitePayload {
  return RingInvitePayload.parse({
    sessionId: String(sessionId),
    hostName,
    message: topicTitle ? `Topic: ${topicTitle}` : '',
  });
}

/**
 * Publishes the realtime invitations (awaited: they are in-process or one HTTP call) and starts the pushes, which
 * go to outside push services: the returned promise settles when those are done, and the caller need not wait.
 */
export async function sendInvitations(
  ctx: AppContext,
  inviteeIds: number[],
  invite: RingInvitePayload,
  log: Logger,
): Promise<{ pushes: Promise<void> }> {
  await Promise.all(
    inviteeIds.map((id) => ctx.realtime.trigger(studentChannel(id), STUDENT_EVENTS.ringInvite, invite)),
  );
  const pushes = Promise.all(
    inviteeIds.map((id) =>
      ctx.push.sendToUser(
        id,
        {
          type: 'ring_invite',
          title: MSG.ringInvitation,
          body: MSG.invitedYou(invite.hostName),
          sessionId: invite.sessionId,
          hostName: invite.hostName,
          message: invite.message,
          url: `/ring/waiting/${invite.sessionId}`,
        },
        { ttlSeconds: INVITE_PUSH_TTL_SECONDS, urgency: 'high', topic: `ring-${invite.sessionId}` },
      ),
    ),
  )
    .then(() => undefined)
    .catch((err: unknown) => log.warn({ err }, 'ring invitation push failed'));
  return { pushes };
}
