// Simulated students from known BKT parameters: the ground truth that fitting and prediction are measured against.
import type { BktParams } from '../../shared/bkt.ts';

export type SimulatedStudent = {
  /** Answers in order (true = right). */
  answers: boolean[];
  /** Whether the student truly knew the skill after each answer (after that step's learning). */
  knownAfter: boolean[];
};

export function simulateStudents(
  params: BktParams,
  students: number,
  attempts: number,
  random: () => number,
): SimulatedStudent[] {
  const out: SimulatedStudent[] = [];
  for (let s = 0; s < students; s++) {
    let known = random() < params.p_init;
    const answers: boolean[] = [];
    const knownAfter: boolean[] = [];
    for (let t = 0; t < attempts; t++) {
      answers.push(known ? random() >= params.p_slip : random() < params.p_guess);
      if (!known && random() < params.p_learn) known = true;
      knownAfter.push(known);
    }
    out.push({ answers, knownAfter });
  }
  return out;
}
