import type { GeneratedQuestion } from '../../src/features/content/math/build.ts';
import type { Params } from '../../src/features/content/math/types.ts';

/** Recomputes the answer of one question from the parameters its generator chose. */
export type Checker = (params: Params, question: GeneratedQuestion) => string;
