import type { Migration } from 'kysely';
import * as foundations from './2026-11-21T10-00-foundations.ts';
import * as friendships from './2026-11-21T12-00-friendships.ts';
import * as learning from './2026-11-21T18-00-learning.ts';
import * as careers from './2026-11-21T19-00-careers.ts';
import * as friendsIndexes from './2026-11-21T19-30-friends-indexes.ts';
import * as ring from './2026-11-21T20-00-ring.ts';
import * as changeNotifications from './2026-11-25T10-00-change-notifications.ts';
import * as servedPages from './2026-11-25T12-00-served-pages.ts';
import * as fairPlay from './2026-11-26T10-00-fair-play.ts';
import * as questionFigures from './2026-11-27T10-00-question-figures.ts';

/** Every migration, by its ISO-dated name. Add new files here in order. */
export const migrations: Record<string, Migration> = {
  '2026-11-21T10-00-foundations': foundations,
  '2026-11-21T12-00-friendships': friendships,
  '2026-11-21T18-00-learning': learning,
  '2026-11-21T19-00-careers': careers,
  '2026-11-21T19-30-friends-indexes': friendsIndexes,
  '2026-11-21T20-00-ring': ring,
  '2026-11-25T10-00-change-notifications': changeNotifications,
  '2026-11-25T12-00-served-pages': servedPages,
  '2026-11-26T10-00-fair-play': fairPlay,
  '2026-11-27T10-00-question-figures': questionFigures,
};
