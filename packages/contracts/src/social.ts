// Friends and career preferences.
import { z } from 'zod';
import { successEnvelope } from './envelope.ts';
import { CAREER_MAX_SELECTED, FOCUS_MAX, FOCUS_MIN } from './constants.ts';

const Id = z.number().int().positive();

// ---- Friends ----

export const RELATIONSHIP_STATUSES = ['friend', 'request_sent', 'request_received', 'none'] as const;
export const RelationshipStatus = z.enum(RELATIONSHIP_STATUSES);
export type RelationshipStatus = z.infer<typeof RelationshipStatus>;

export const UserSummary = z.object({
  id: Id,
  firstname: z.string(),
  lastname: z.string(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  relationship_status: RelationshipStatus,
});
export type UserSummary = z.infer<typeof UserSummary>;

export const FriendsSummary = z.object({
  friends: z.array(UserSummary),
  requests_sent: z.array(UserSummary),
  requests_received: z.array(UserSummary),
  suggestions: z.array(UserSummary),
});
export type FriendsSummary = z.infer<typeof FriendsSummary>;
export const FriendsSummaryResponse = successEnvelope(FriendsSummary);

// Names are stored in NFC (person-name.ts), so the search is too.
export const FriendSearchQuery = z.object({ q: z.string().max(60).normalize('NFC').default('') });
export const FriendSearchResponse = successEnvelope(z.object({ results: z.array(UserSummary) }));

export const FriendRequestBody = z.object({ addressee_id: Id });
/** Every friend action answers with the new relationship to the other student. */
export const FriendActionResponse = successEnvelope(
  z.object({ user_id: Id, relationship_status: RelationshipStatus }),
);
export type FriendActionData = z.infer<typeof FriendActionResponse>['data'];
/**
 * Realtime, on the private channel of the student whose relationship to `user_id` changed (every send, accept, reject,
 * cancel): `relationship_status` is as that student now sees `user_id`. A new request also sends the sender's
 * UserSummary as `friend.request` to the addressee.
 */
export const FriendsChangedEvent = z.object({ user_id: Id, relationship_status: RelationshipStatus });
export type FriendsChangedEvent = z.infer<typeof FriendsChangedEvent>;

// ---- Careers ----

export const CareerCategory = z.object({
  id: Id,
  name: z.string(),
  careers: z.array(z.object({ id: Id, name: z.string() })),
});
export type CareerCategory = z.infer<typeof CareerCategory>;

export const CareerTree = z.object({
  categories: z.array(CareerCategory),
  selected_career_ids: z.array(Id),
  career_focus_percent: z.number().int().min(FOCUS_MIN).max(FOCUS_MAX),
  /** Updates used so far (0 to 3); the page shows how many are left. */
  career_update_count: z.number().int().min(0),
});
export type CareerTree = z.infer<typeof CareerTree>;
export const CareerCategoriesQuery = z.object({ grade: z.coerce.number().int().min(1).max(12).optional() });
export const CareerTreeResponse = successEnvelope(CareerTree);

/** Focus: any number is accepted and rounded, then clamped to 0–100. */
const FocusPercent = z.number().transform((n) => Math.min(FOCUS_MAX, Math.max(FOCUS_MIN, Math.round(n))));

export const CareerPreferencesBody = z.object({
  career_ids: z.array(Id).max(CAREER_MAX_SELECTED * 4),
  career_focus_percent: FocusPercent,
});
export const CareerFocusBody = z.object({ career_focus_percent: FocusPercent });
export const CareerFocusResponse = successEnvelope(z.object({ career_focus_percent: z.number().int() }));
