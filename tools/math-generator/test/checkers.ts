import type { GeneratedQuestion } from '../src/build.ts';
import type { Params } from '../src/types.ts';

/** Recomputes the answer of one question from the parameters its generator chose. */
export type Checker = (params: Params, question: GeneratedQuestion) => string;
