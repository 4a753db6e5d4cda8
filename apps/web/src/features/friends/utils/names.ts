import type { UserSummary } from '@quizring/contracts';

type Named = Pick<UserSummary, 'firstname' | 'lastname' | 'username'>;

/** First and last name; the username, then 'Student', for a record with neither. */
export function displayName(person: Named): string {
  const name = [person.firstname, person.lastname]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return name || person.username?.trim() || 'Student';
}

/** '@name', or nothing for a student without a username. */
export function handle(person: Pick<UserSummary, 'username'>): string | null {
  const username = person.username?.trim();
  return username ? `@${username}` : null;
}
