import { class01 } from './class-01.ts';
import { class02 } from './class-02.ts';
import { class03 } from './class-03.ts';
import { class04 } from './class-04.ts';
import { class05 } from './class-05.ts';
import { class06 } from './class-06.ts';
import { class07 } from './class-07.ts';
import { class08 } from './class-08.ts';
import { class09 } from './class-09.ts';
import { class10 } from './class-10.ts';
import { class11 } from './class-11.ts';
import { class12 } from './class-12.ts';
import type { ClassSpec } from './types.ts';

export const CLASSES: readonly ClassSpec[] = [
  class01,
  class02,
  class03,
  class04,
  class05,
  class06,
  class07,
  class08,
  class09,
  class10,
  class11,
  class12,
];
