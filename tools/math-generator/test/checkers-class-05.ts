// Independent answer checkers for the class 5 skills added for issue 14 (the first ones are in the band files).
import type { Checker } from './checkers.ts';

export const CLASS_05: Record<string, Checker> = {};
