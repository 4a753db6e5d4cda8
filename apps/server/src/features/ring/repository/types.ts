// The types the Ring's queries share: the connection (database or transaction), session and participant rows.
import type { Kysely, Selectable } from 'kysely';
import type { Database, RingParticipantsTable, RingSessionsTable } from '../../../db/schema.ts';

export type Conn = Kysely<Database>;
export type SessionRow = Selectable<RingSessionsTable>;
export type ParticipantRow = Selectable<RingParticipantsTable>;
