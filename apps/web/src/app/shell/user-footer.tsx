import { LogOut } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { useAuth } from '@/lib/session/auth-context';

/** 'Class {n} • {board}', or whichever half is known. */
export function classAndBoard(
  studentsClass: number | string | null | undefined,
  board: string | null | undefined,
) {
  return [studentsClass ? `Class ${studentsClass}` : null, board || null].filter(Boolean).join(' • ');
}

/** The sidebar footer: name, class and board, and Sign Out. */
export function UserFooter({ isCollapsed = false }: { isCollapsed?: boolean }) {
  const { user, signOut } = useAuth();
  if (!user) return null;
  const detail = classAndBoard(user.students_class, user.academic_board);
  return (
    <div
      className={`flex gap-2 border-t border-slate-200 p-3 ${isCollapsed ? 'flex-col items-center' : 'flex-col'}`}
    >
      <div className="flex min-w-0 items-center gap-3">
        <Avatar name={user.name} avatar={user.avatar} size={40} className="shrink-0" />
        {isCollapsed ? null : (
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
            {detail ? <p className="truncate text-xs text-slate-600">{detail}</p> : null}
          </div>
        )}
      </div>
      <button
        type="button"
        onClick={() => void signOut()}
        aria-label={isCollapsed ? 'Sign Out' : undefined}
        title={isCollapsed ? 'Sign Out' : undefined}
        className="flex items-center gap-2 whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium text-slate-700 hover:bg-red-50 hover:text-red-800"
      >
        <LogOut aria-hidden size={18} />
        {isCollapsed ? null : 'Sign Out'}
      </button>
    </div>
  );
}
