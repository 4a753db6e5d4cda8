// The demo accounts that the server seeds on its first start in demo mode (see the README).
export const DEMO_PASSWORD = 'demo1234';

export const DEMO = {
  student: { username: 'demostudent', email: 'demo@quizring.local' },
  asha: { username: 'friendasha' },
  rohan: { username: 'friendrohan' },
  meera: { username: 'friendmeera' },
  /** Completed profile, no membership. */
  free: { username: 'freestudent' },
} as const;
