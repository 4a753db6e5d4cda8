// Who may subscribe to which private or presence channel. Features register an authorizer per channel pattern;
// POST /api/broadcasting/auth signs a subscription only when the first pattern matching the whole channel name
// says yes. A channel no pattern matches is refused.
import type { AppContext } from '../context.ts';
import type { UserRow } from '../../db/schema.ts';

export type ChannelAuthorizer = (ctx: AppContext, user: UserRow, match: RegExpExecArray) => Promise<boolean>;

// Keyed by the pattern's text, so a feature registering again (every app built in one process) replaces itself.
const authorizers = new Map<string, { pattern: RegExp; authorize: ChannelAuthorizer }>();

export function registerChannelAuthorizer(pattern: RegExp, authorize: ChannelAuthorizer): void {
  authorizers.set(`/${pattern.source}/${pattern.flags}`, { pattern, authorize });
}

export async function canAccessChannel(ctx: AppContext, user: UserRow, channel: string): Promise<boolean> {
  for (const { pattern, authorize } of authorizers.values()) {
    pattern.lastIndex = 0;
    const match = pattern.exec(channel);
    if (match && match.index === 0 && match[0] === channel) return authorize(ctx, user, match);
  }
  return false;
}

// private-student.{id}: the student's own invitations and friend updates, for that student only.
registerChannelAuthorizer(/^private-student\.([1-9]\d{0,15})$/, async (_ctx, user, match) => {
  return Number(match[1]) === user.id;
});
