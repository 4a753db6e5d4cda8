import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Check, Search } from 'lucide-react';
import { clsx } from 'clsx';
import { MSG } from '@quizring/contracts';
import type { UserSummary } from '@quizring/contracts';
import { Avatar } from '@/components/ui/avatar';
import { inputClass, labelClass } from '@/components/ui/form-field';
import { filterFriends, friendName } from '../utils/ring-format';

type Props = {
  friends: readonly UserSummary[];
  selectedIds: ReadonlySet<number>;
  onToggle: (friend: UserSummary) => void;
};

/** The lobby's friend search (a local filter) over a grid of friends to invite. */
export function FriendPicker({ friends, selectedIds, onToggle }: Props) {
  const [text, setText] = useState('');
  const inputId = useId();
  const gridId = useId();
  const shown = useMemo(() => filterFriends(friends, text), [friends, text]);

  if (friends.length === 0) {
    return (
      <div className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-700">
        <p>{MSG.noFriendsYet}</p>
        <Link to="/friends" className="mt-2 inline-block font-medium text-indigo-700 underline">
          Find friends to invite
        </Link>
      </div>
    );
  }

  return (
    <div>
      <label htmlFor={inputId} className={labelClass}>
        Search friends
      </label>
      <div className="relative">
        <Search
          aria-hidden
          size={18}
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
        />
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          aria-controls={gridId}
          placeholder="Name or username"
          className={clsx(inputClass, 'pl-10')}
        />
      </div>
      {shown.length === 0 ? (
        <p role="status" className="mt-3 rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
          No friends match your search.
        </p>
      ) : (
        <ul
          id={gridId}
          aria-label="Friends"
          className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
        >
          {shown.map((f) => {
            const name = friendName(f);
            const isSelected = selectedIds.has(f.id);
            return (
              <li key={f.id}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  aria-label={name}
                  onClick={() => onToggle(f)}
                  className={clsx(
                    'relative flex w-full min-w-0 flex-col items-center gap-1.5 rounded-xl border-2 px-2 py-3 text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                    isSelected
                      ? 'border-indigo-600 bg-indigo-50'
                      : 'border-slate-200 bg-white hover:border-indigo-300',
                  )}
                >
                  <Avatar name={name} avatar={f.avatar} size={44} />
                  <span className="w-full truncate text-sm font-medium text-slate-900">{name}</span>
                  {f.username ? (
                    <span className="w-full truncate text-xs text-slate-600">@{f.username}</span>
                  ) : null}
                  {isSelected ? (
                    <span
                      aria-hidden
                      className="absolute right-1.5 top-1.5 flex h-5 w-5 items-center justify-center rounded-full bg-indigo-600 text-white"
                    >
                      <Check size={14} />
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
