import { INITIALS_WORDS } from '@quizring/contracts';

/** Initials from the first two words of the name (spec). */
export function initials(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, INITIALS_WORDS)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}
