// Independent answer checkers for the class 8 skills added for issue 14 (the first ones are in the band files).
import type { Checker } from './checkers.ts';

export const CLASS_08: Record<string, Checker> = {};
