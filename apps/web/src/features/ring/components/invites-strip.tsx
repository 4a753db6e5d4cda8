import { useId } from 'react';
import { X } from 'lucide-react';
import type { UserSummary } from '@quizring/contracts';
import { Avatar } from '@/components/ui/avatar';
import { friendName } from '../utils/ring-format';

type Props = { invited: readonly UserSummary[]; onRemove: (friend: UserSummary) => void };

/** The friends chosen so far, each removable. */
export function InvitesStrip({ invited, onRemove }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold text-slate-900">
        Invites ({invited.length})
      </h2>
      {invited.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No friends invited yet. Pick them below.</p>
      ) : (
        <ul aria-label="Invited friends" className="mt-2 flex gap-2 overflow-x-auto pb-1">
          {invited.map((f) => {
            const name = friendName(f);
            return (
              <li
                key={f.id}
                className="flex shrink-0 items-center gap-2 rounded-full bg-indigo-50 py-1 pl-1 pr-1 ring-1 ring-indigo-200"
              >
                <Avatar name={name} avatar={f.avatar} size={28} />
                <span className="max-w-32 truncate text-sm font-medium text-indigo-950">{name}</span>
                <button
                  type="button"
                  aria-label={`Remove ${name}`}
                  onClick={() => onRemove(f)}
                  className="flex h-7 w-7 items-center justify-center rounded-full text-indigo-800 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <X aria-hidden size={16} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
