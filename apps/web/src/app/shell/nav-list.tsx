// The navigation items, shared by the desktop sidebar and the mobile menu.
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import type { OriginState } from '@/lib/redirect-origin';
import { NAV_ITEMS } from './nav-items';
import type { NavGroupItem, NavLinkItem } from './nav-items';
import { friendsBadgeText, usePendingFriendRequests } from './use-pending-friend-requests';

type Props = { isCollapsed?: boolean };

const itemClass = (isActive: boolean, isCollapsed: boolean) =>
  `relative flex items-center gap-3 whitespace-nowrap rounded-xl px-3 py-2.5 text-sm font-medium ${isCollapsed ? 'justify-center' : ''} ${
    isActive ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-indigo-50 hover:text-indigo-800'
  }`;

function FriendsBadge({ count, isCollapsed }: { count: number; isCollapsed: boolean }) {
  if (count <= 0) return null;
  const text = friendsBadgeText(count);
  return (
    <>
      <span
        aria-hidden
        className={`rounded-full bg-red-600 px-1.5 text-xs font-bold leading-5 text-white ${
          isCollapsed ? 'absolute right-1 top-1 min-w-5 text-center' : 'ml-auto'
        }`}
      >
        {text}
      </span>
      <span className="sr-only">, {text} pending friend requests</span>
    </>
  );
}

function NavItemLink({
  item,
  isCollapsed,
  pending,
}: {
  item: NavLinkItem;
  isCollapsed: boolean;
  pending: number;
}) {
  const { Icon } = item;
  const { pathname, search, hash, state } = useLocation();
  // On the page itself, keep the origin it was opened with.
  const from = pathname === item.to ? (state as OriginState | null)?.from : `${pathname}${search}${hash}`;
  return (
    <NavLink
      to={item.to}
      state={item.remembersOrigin && from ? ({ from } satisfies OriginState) : undefined}
      title={isCollapsed ? item.label : undefined}
      className={({ isActive }) => itemClass(isActive, isCollapsed)}
    >
      <Icon aria-hidden size={20} className="shrink-0" />
      <span className={isCollapsed ? 'sr-only' : ''}>{item.label}</span>
      {item.hasFriendsBadge ? <FriendsBadge count={pending} isCollapsed={isCollapsed} /> : null}
    </NavLink>
  );
}

function NavGroup({
  item,
  isCollapsed,
  pending,
}: {
  item: NavGroupItem;
  isCollapsed: boolean;
  pending: number;
}) {
  const { pathname } = useLocation();
  const isInside = pathname.startsWith(item.pathPrefix);
  const [isOpen, setIsOpen] = useState(isInside);
  const listId = useId();
  // The group opens by itself whenever the user lands on one of its pages.
  useEffect(() => {
    if (isInside) setIsOpen(true);
  }, [isInside]);
  const { Icon } = item;
  return (
    <li>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        title={isCollapsed ? item.label : undefined}
        onClick={() => setIsOpen((o) => !o)}
        className={`${itemClass(false, isCollapsed)} w-full ${isInside ? 'text-indigo-800' : ''}`}
      >
        <Icon aria-hidden size={20} className="shrink-0" />
        <span className={isCollapsed ? 'sr-only' : ''}>{item.label}</span>
        {isCollapsed ? null : (
          <ChevronDown
            aria-hidden
            size={18}
            className={`ml-auto transition-transform ${isOpen ? 'rotate-180' : ''}`}
          />
        )}
      </button>
      <ul
        id={listId}
        hidden={!isOpen}
        className={`mt-1 space-y-1 ${isCollapsed ? 'rounded-xl bg-slate-100 py-1' : 'ml-4 border-l border-slate-200 pl-2'}`}
      >
        {item.children.map((child) => (
          <li key={child.to}>
            <NavItemLink item={child} isCollapsed={isCollapsed} pending={pending} />
          </li>
        ))}
      </ul>
    </li>
  );
}

export function NavList({ isCollapsed = false }: Props) {
  const pending = usePendingFriendRequests();
  return (
    <ul className="space-y-1">
      {NAV_ITEMS.map((item) =>
        item.kind === 'group' ? (
          <NavGroup key={item.label} item={item} isCollapsed={isCollapsed} pending={pending} />
        ) : (
          <li key={item.to}>
            <NavItemLink item={item} isCollapsed={isCollapsed} pending={pending} />
          </li>
        ),
      )}
    </ul>
  );
}
