// Independent answer checkers for the class 6 skills added for issue 14 (the first ones are in the band files).
import type { Checker } from './checkers.ts';

export const CLASS_06: Record<string, Checker> = {};
