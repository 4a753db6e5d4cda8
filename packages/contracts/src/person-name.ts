// A person's name as others will read it: stored in NFC, with at least one letter, and nothing invisible that could
// hide or reorder what is shown (format characters such as U+200B, U+202E, U+2066; control characters), and no
// broken text (unpaired surrogates, which both databases' drivers would store as U+FFFD, or U+FFFD itself). Signup,
// the profile form and the server use this one rule.
import { z } from 'zod';
import { NAME_MAX } from './constants.ts';
import { MSG } from './strings.ts';

export type NameField = 'first name' | 'last name';

// U+FFFD too: what undecodable bytes in a request became.
const BROKEN_TEXT = /[\p{Cs}\uFFFD]/u;
const LETTER = /\p{L}/u;
// Zero-width (non-)joiners shape Indic scripts (a half form after a virama), so they may stand between letters or
// marks; every other format character, and any control character, is refused.
const INVISIBLE =
  /\p{Cc}|(?![\u200C\u200D])\p{Cf}|(?<![\p{L}\p{M}])[\u200C\u200D]|[\u200C\u200D](?![\p{L}\p{M}])/u;

/** What is wrong with a non-empty name (trimmed, in NFC), or null when it may be stored. */
export function personNameProblem(name: string, field: NameField): string | null {
  if (BROKEN_TEXT.test(name)) return MSG.nameNotValidText(field);
  if (INVISIBLE.test(name)) return MSG.nameInvisibleCharacters(field);
  if (!LETTER.test(name)) return MSG.nameNeedsLetter(field);
  return null;
}

/** The name as it is stored: trimmed and composed (NFC), so one name is one string. */
export const normalizePersonName = (name: string) => name.trim().normalize('NFC');

/** A first or last name in a request body: required, trimmed, NFC, at most NAME_MAX characters. */
export function PersonNameField(field: NameField) {
  return z
    .string()
    .trim()
    .normalize('NFC')
    .min(1, `The ${field} field is required.`)
    .max(NAME_MAX, `The ${field} may not be longer than ${NAME_MAX} characters.`)
    .superRefine((name, ctx) => {
      const problem = name === '' ? null : personNameProblem(name, field);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}
