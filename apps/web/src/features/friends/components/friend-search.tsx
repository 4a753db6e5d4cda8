// The search box with its results dropdown: an ARIA combobox whose listbox lists the
// students found. The focus stays in the box; arrows move through the results, Enter picks one (or searches),
// Escape closes the dropdown.
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { clsx } from 'clsx';
import { Check, Clock, Inbox, Search, UserPlus, X } from 'lucide-react';
import { FRIEND_SEARCH_MIN_CHARS, MSG } from '@quizring/contracts';
import type { RelationshipStatus, UserSummary } from '@quizring/contracts';
import { inputClass } from '@/components/ui/form-field';
import { useFriendSearch } from '../hooks/use-friend-search';
import { PersonIdentity } from './person-identity';

type Props = {
  onChoose: (person: UserSummary) => void;
  isSending: (personId: number) => boolean;
};

const STATUS: Record<RelationshipStatus, { label: string; Icon: typeof Check; className: string }> = {
  friend: {
    label: 'Friends',
    Icon: Check,
    className: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
  },
  request_sent: {
    label: 'Pending',
    Icon: Clock,
    className: 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
  },
  request_received: {
    label: 'Request received',
    Icon: Inbox,
    className: 'bg-indigo-50 text-indigo-800 ring-1 ring-indigo-200',
  },
  // Looks like a button; the whole row is the control.
  none: { label: 'Add', Icon: UserPlus, className: 'bg-indigo-600 text-white' },
};

const iconButton =
  'inline-flex items-center gap-1 rounded-lg px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

export function FriendSearch({ onChoose, isSending }: Props) {
  const search = useFriendSearch();
  const { isOpen, results, term, close } = search;
  const [active, setActive] = useState(-1);
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  // A new list starts with nothing highlighted.
  const [listFor, setListFor] = useState<{ term: string; results: UserSummary[] }>({ term, results });
  if (listFor.term !== term || listFor.results !== results) {
    setListFor({ term, results });
    setActive(-1);
  }

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!containerRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, close]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const closeAndFocus = () => {
    close();
    inputRef.current?.focus();
  };

  const onInputKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = isOpen ? results.length : 0;
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!isOpen) search.reopen();
        else if (count > 0) setActive((i) => (i + 1) % count);
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (count > 0) setActive((i) => (i <= 0 ? count - 1 : i - 1));
        break;
      case 'Enter': {
        e.preventDefault();
        const person = active >= 0 ? results[active] : undefined;
        if (isOpen && person) onChoose(person);
        else search.submit();
        break;
      }
      case 'Escape':
        if (isOpen) {
          e.preventDefault();
          close();
        }
        break;
    }
  };

  let status = '';
  if (isOpen) {
    if (search.isSearching) status = MSG.searching;
    else status = results.length > 0 ? MSG.resultsFor(term) : MSG.noUsersFound;
  }
  const showHint =
    search.text.trim().length > 0 && !isOpen && search.text.trim().length < FRIEND_SEARCH_MIN_CHARS;

  return (
    <div ref={containerRef} className="relative w-full">
      <form
        role="search"
        aria-label="Find friends"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          search.submit();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Search students by name or username
        </label>
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden
            size={18}
            className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
          />
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            role="combobox"
            aria-expanded={isOpen}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={isOpen && active >= 0 ? optionId(active) : undefined}
            aria-describedby={hintId}
            value={search.text}
            onChange={(e) => search.change(e.target.value)}
            onKeyDown={onInputKeyDown}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="search"
            placeholder="Search by name or username"
            className={clsx(inputClass, 'pl-10')}
          />
        </div>
        <button
          type="submit"
          className="inline-flex shrink-0 items-center justify-center gap-2 rounded-xl bg-indigo-600 px-3.5 py-2.5 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <Search aria-hidden size={18} />
          <span className="sr-only sm:not-sr-only">Search</span>
        </button>
      </form>
      <p id={hintId} className={clsx('mt-1 text-xs text-slate-600', !showHint && 'sr-only')}>
        Type at least {FRIEND_SEARCH_MIN_CHARS} characters to search.
      </p>

      <div
        hidden={!isOpen}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            closeAndFocus();
          }
        }}
        data-testid="friend-search-dropdown"
        className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg"
      >
        <div className="flex items-center gap-2 border-b border-slate-100 py-1.5 pl-4 pr-1.5">
          <p role="status" className="min-w-0 flex-1 truncate text-sm font-medium text-slate-700">
            {status}
          </p>
          <button
            type="button"
            className={iconButton}
            onClick={() => {
              search.clear();
              inputRef.current?.focus();
            }}
          >
            Clear
          </button>
          <button type="button" className={iconButton} onClick={closeAndFocus}>
            <X aria-hidden size={16} />
            Close
          </button>
        </div>
        <ul
          id={listboxId}
          role="listbox"
          aria-label={term ? MSG.resultsFor(term) : 'Search results'}
          className={clsx('max-h-[min(24rem,60dvh)] overflow-y-auto p-1.5', results.length === 0 && 'hidden')}
        >
          {results.map((person, index) => {
            const { label, Icon, className } = STATUS[person.relationship_status];
            const isBusy = person.relationship_status === 'none' && isSending(person.id);
            return (
              <li
                key={person.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                aria-disabled={isBusy || undefined}
                // The focus stays in the search box, where the keyboard works the list.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onChoose(person)}
                onMouseMove={() => setActive(index)}
                className={clsx(
                  'flex cursor-pointer items-center gap-3 rounded-xl px-2.5 py-2',
                  index === active ? 'bg-indigo-50 ring-1 ring-indigo-200' : 'hover:bg-slate-50',
                  isBusy && 'cursor-progress opacity-70',
                )}
              >
                <PersonIdentity person={person} size={36} />
                <span
                  className={clsx(
                    'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold',
                    className,
                  )}
                >
                  <Icon aria-hidden size={14} />
                  {label}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
