// The rules of the career preferences page, kept pure for the page and its tests.
import { CAREER_MAX_SELECTED, CAREER_MIN_SELECTED, CAREER_UPDATES_TOTAL, MSG } from '@quizring/contracts';

/** Updates left: 3 minus those used, clamped to 0–3. */
export function updatesLeft(used: number): number {
  const left = CAREER_UPDATES_TOTAL - (Number.isFinite(used) ? used : 0);
  return Math.min(CAREER_UPDATES_TOTAL, Math.max(0, Math.trunc(left)));
}

export function isChanged(saved: readonly number[], selected: readonly number[]): boolean {
  return saved.length !== selected.length || selected.some((id) => !saved.includes(id));
}

/** Why Save is unavailable, or null when it may be pressed. */
export function saveBlocker(
  saved: readonly number[],
  selected: readonly number[],
  left: number,
): string | null {
  if (left <= 0) return MSG.usedAllUpdates;
  if (selected.length < CAREER_MIN_SELECTED) return MSG.selectAtLeastOneCareer;
  if (selected.length > CAREER_MAX_SELECTED) return MSG.upToThreeCareers;
  if (!isChanged(saved, selected)) return MSG.noChangesToSave;
  return null;
}

export type ToggleResult = { selected: number[] } | { needsReplace: number };

/** A tap on a chip: off if on, on if there is room; a 4th career asks which one it replaces. */
export function toggleCareer(selected: readonly number[], id: number): ToggleResult {
  if (selected.includes(id)) return { selected: selected.filter((x) => x !== id) };
  if (selected.length >= CAREER_MAX_SELECTED) return { needsReplace: id };
  return { selected: [...selected, id] };
}

/** The new career takes the replaced one's place, so the order the student chose is kept. */
export function replaceCareer(selected: readonly number[], out: number, incoming: number): number[] {
  return selected.map((id) => (id === out ? incoming : id));
}
