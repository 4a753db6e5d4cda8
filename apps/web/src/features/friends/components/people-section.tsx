import { useId } from 'react';
import type { ReactNode } from 'react';
import type { UserSummary } from '@quizring/contracts';
import { PersonIdentity } from './person-identity';

type Props = {
  title: string;
  people: UserSummary[];
  /** Without it an empty section is left out. */
  emptyText?: string;
  /** What sits at the end of a row; `nameId` names the row's person, for the buttons' descriptions. */
  renderEnd: (person: UserSummary, nameId: string) => ReactNode;
};

export function PeopleSection({ title, people, emptyText, renderEnd }: Props) {
  const headingId = useId();
  const rowId = useId();
  if (people.length === 0 && emptyText === undefined) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
        {title}
        {people.length > 0 ? (
          // The list itself tells a screen reader how many; the heading keeps its plain name.
          <span
            aria-hidden
            className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold tabular-nums text-slate-700"
          >
            {people.length}
          </span>
        ) : null}
      </h2>
      {people.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">{emptyText}</p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y divide-slate-100">
          {people.map((person) => {
            const nameId = `${rowId}-${person.id}`;
            return (
              <li key={person.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2.5">
                <span className="flex min-w-0 flex-1 basis-48 items-center gap-3">
                  <PersonIdentity person={person} nameId={nameId} />
                </span>
                <span className="ml-auto flex shrink-0 items-center gap-2">{renderEnd(person, nameId)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
