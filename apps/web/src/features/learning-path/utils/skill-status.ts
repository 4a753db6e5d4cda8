import { BookOpen, CircleCheck, Lock, Play } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { SkillStatus } from '@quizring/contracts';

export type StatusLook = {
  label: string;
  icon: LucideIcon;
  /** The round marker on the path line. */
  marker: string;
  /** The status badge: text and background meet AA contrast. */
  badge: string;
  /** The node card. */
  card: string;
};

// Each status has its own icon and text as well as its colour, so colour is never the only signal.
export const STATUS_LOOK: Record<SkillStatus, StatusLook> = {
  mastered: {
    label: 'Mastered',
    icon: CircleCheck,
    marker: 'bg-emerald-600 text-white',
    badge: 'bg-emerald-100 text-emerald-900',
    card: 'border-emerald-200 bg-white hover:bg-emerald-50/60',
  },
  learning: {
    label: 'Learning',
    icon: BookOpen,
    marker: 'bg-indigo-600 text-white',
    badge: 'bg-indigo-100 text-indigo-900',
    card: 'border-indigo-200 bg-white hover:bg-indigo-50/60',
  },
  up_next: {
    label: 'Up next',
    icon: Play,
    marker: 'bg-amber-400 text-amber-950 ring-4 ring-amber-100',
    badge: 'bg-amber-100 text-amber-900',
    card: 'border-amber-300 bg-white shadow-md hover:bg-amber-50/60',
  },
  future: {
    label: 'Locked',
    icon: Lock,
    marker: 'bg-slate-200 text-slate-700',
    badge: 'bg-slate-200 text-slate-800',
    card: 'border-dashed border-slate-300 bg-slate-50 hover:bg-slate-100',
  },
};
