import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildBook } from '../src/build.ts';
import { CLASSES } from '../src/classes.ts';
import { fileName, renderClass, toContentFile } from '../src/render.ts';

const PACK = new URL('../../../content/default/', import.meta.url);

describe('generated Mathematics files', () => {
  it('are deterministic: two runs give the same bytes', () => {
    for (const spec of CLASSES)
      expect(renderClass(spec) === renderClass(spec), `class ${spec.grade}`).toBe(true);
  });

  it('parse back to exactly the generated content', () => {
    for (const spec of CLASSES) expect(parse(renderClass(spec))).toEqual(toContentFile(buildBook(spec)));
  });

  for (const spec of CLASSES)
    it(`content/default/${fileName(spec.grade)} equals a fresh generation`, () => {
      const committed = readFileSync(new URL(fileName(spec.grade), PACK), 'utf8');
      expect(
        committed === renderClass(spec),
        'edited by hand or stale: run `npm run content:generate-math`',
      ).toBe(true);
    });
});
