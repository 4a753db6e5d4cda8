import type { UserSummary } from '@quizring/contracts';
import { Avatar } from '@/components/ui/avatar';
import { displayName, handle } from '../utils/names';

type Props = { person: UserSummary; size?: number; nameId?: string };

/** Avatar, name and username of one student; the avatar is decoration, the name is read. */
export function PersonIdentity({ person, size = 40, nameId }: Props) {
  const name = displayName(person);
  const at = handle(person);
  return (
    <>
      <span aria-hidden className="shrink-0">
        <Avatar name={name} avatar={person.avatar} size={size} />
      </span>
      <span className="min-w-0 flex-1">
        <span id={nameId} className="block truncate font-semibold text-slate-900">
          {name}
        </span>
        {at ? <span className="block truncate text-sm text-slate-600">{at}</span> : null}
      </span>
    </>
  );
}
