// Independent answer checkers for the class 2 skills added for issue 14 (the first ones are in the band files).
import type { Checker } from './checkers.ts';

export const CLASS_02: Record<string, Checker> = {};
