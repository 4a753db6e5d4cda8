import { describe, expect, it } from 'vitest';
import { NAME_MAX } from './constants.ts';
import { PersonNameField, personNameProblem } from './person-name.ts';
import { ProfileSettingBody } from './profile.ts';
import { MSG } from './strings.ts';

const field = PersonNameField('first name');
const errorsOf = (value: unknown) => {
  const parsed = field.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('person names', () => {
  it.each([
    'Asha',
    'Jean-Luc',
    "O'Brien",
    'Mary Ann',
    'अनन्या',
    'ਗੁਰਪ੍ਰੀਤ',
    'Zoë',
    '李',
    'X Æ A-12',
    // A zero-width joiner after a virama (an explicit half form) and a non-joiner between letters.
    'क्\u200Dष',
    'म\u200Cन',
  ])('accepts %j', (name) => {
    expect(errorsOf(name)).toEqual([]);
    expect(personNameProblem(name, 'first name')).toBeNull();
  });

  it('refuses a name without a visible letter', () => {
    for (const name of ['.', '123', '-- --', '😀', '\u0301'])
      expect(errorsOf(name), JSON.stringify(name)).toEqual([MSG.nameNeedsLetter('first name')]);
    // Nothing visible at all: the invisible character is what to fix.
    expect(errorsOf('\u200B')).toEqual([MSG.nameInvisibleCharacters('first name')]);
  });

  it('refuses format and control characters anywhere in a name', () => {
    for (const name of [
      'Asha\u200B',
      'As\u202Eahs',
      '\u2066Asha\u2069',
      'A\u00ADsha',
      'Asha\uFEFFRao',
      'Asha\u0007',
      'Asha\nRao',
      // A joiner that joins nothing.
      '\u200DAsha',
      'Asha \u200C',
    ])
      expect(errorsOf(name), JSON.stringify(name)).toEqual([MSG.nameInvisibleCharacters('first name')]);
  });

  it('refuses an unpaired surrogate, and keeps a paired one', () => {
    expect(errorsOf('Asha\uD800')).toEqual([MSG.nameNotValidText('first name')]);
    expect(errorsOf('\uDC00Asha')).toEqual([MSG.nameNotValidText('first name')]);
    expect(errorsOf('As\uFFFDha')).toEqual([MSG.nameNotValidText('first name')]);
    expect(errorsOf('Asha 𝒜')).toEqual([]);
  });

  it('trims and composes: NFD input comes out NFC', () => {
    const decomposed = 'Zoe\u0308 Rene\u0301e';
    expect(field.parse(`  ${decomposed} `)).toBe('Zoë Renée');
    expect(field.parse(decomposed)).toHaveLength('Zoë Renée'.length);
  });

  it('keeps the required and length messages, per field', () => {
    expect(errorsOf('   ')).toEqual(['The first name field is required.']);
    expect(errorsOf('a'.repeat(NAME_MAX))).toEqual([]);
    expect(errorsOf('a'.repeat(NAME_MAX + 1))).toEqual([
      `The first name may not be longer than ${NAME_MAX} characters.`,
    ]);
    const body = ProfileSettingBody.safeParse({ firstname: 'Asha', lastname: '\u200B' });
    expect(body.success).toBe(false);
    expect(body.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      'lastname',
      MSG.nameInvisibleCharacters('last name'),
    ]);
  });
});
