import { Link } from 'react-router';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { NavList } from './nav-list';
import { UserFooter } from './user-footer';

type Props = { isCollapsed: boolean; onToggle: () => void; width: number };

/** The desktop sidebar: 256 px, or 80 px collapsed to icons. */
export function Sidebar({ isCollapsed, onToggle, width }: Props) {
  return (
    <aside
      aria-label="Sidebar"
      style={{ width }}
      className="fixed inset-y-0 left-0 z-30 hidden flex-col overflow-x-hidden border-r border-slate-200 bg-white transition-[width] duration-200 motion-reduce:transition-none lg:flex"
    >
      <div
        className={`flex h-16 items-center gap-2 px-3 ${isCollapsed ? 'flex-col justify-center' : 'justify-between'}`}
      >
        {isCollapsed ? null : (
          <Link
            to="/dashboard"
            className="rounded px-2 text-xl font-extrabold tracking-tight text-indigo-700"
          >
            QuizRing
          </Link>
        )}
        <button
          type="button"
          onClick={onToggle}
          aria-label={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          title={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          {isCollapsed ? <PanelLeftOpen aria-hidden size={20} /> : <PanelLeftClose aria-hidden size={20} />}
        </button>
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-2">
        <NavList isCollapsed={isCollapsed} />
      </nav>
      <UserFooter isCollapsed={isCollapsed} />
    </aside>
  );
}
