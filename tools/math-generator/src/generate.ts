// Writes the Mathematics file of every class into a content pack: tsx generate.ts <pack folder>.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CLASSES } from './classes.ts';
import { fileName, renderClass } from './render.ts';

const out = process.argv[2];
if (!out) {
  console.error('usage: tsx src/generate.ts <pack folder>');
  process.exit(1);
}
for (const spec of CLASSES) {
  const file = join(out, fileName(spec.grade));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, renderClass(spec));
  console.log(`wrote ${file}`);
}
