// The navigation items of the shell, in their order on screen.
import {
  Briefcase,
  ChartColumn,
  Crown,
  LayoutDashboard,
  Settings,
  Target,
  Trophy,
  UserRound,
  Users,
  Zap,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export type NavLinkItem = {
  kind: 'link';
  label: string;
  to: string;
  Icon: LucideIcon;
  hasFriendsBadge?: boolean;
  /** Opens with the current page as `from`: paying on /membership returns there. */
  remembersOrigin?: boolean;
};
export type NavGroupItem = {
  kind: 'group';
  label: string;
  Icon: LucideIcon;
  pathPrefix: string;
  children: NavLinkItem[];
};
export type NavItem = NavLinkItem | NavGroupItem;

export const NAV_ITEMS: readonly NavItem[] = [
  { kind: 'link', label: 'Dashboard', to: '/dashboard', Icon: LayoutDashboard },
  { kind: 'link', label: 'Move Quiz', to: '/move', Icon: Zap },
  { kind: 'link', label: 'Leaderboard', to: '/leaderboard', Icon: Trophy },
  { kind: 'link', label: 'My Friends', to: '/friends', Icon: Users, hasFriendsBadge: true },
  { kind: 'link', label: 'Results', to: '/results', Icon: ChartColumn },
  { kind: 'link', label: 'Membership', to: '/membership', Icon: Crown, remembersOrigin: true },
  {
    kind: 'group',
    label: 'Settings',
    Icon: Settings,
    pathPrefix: '/settings',
    children: [
      { kind: 'link', label: 'Career Settings', to: '/settings/career', Icon: Briefcase },
      { kind: 'link', label: 'Adjust Focus', to: '/settings/career-focus', Icon: Target },
    ],
  },
  { kind: 'link', label: 'Profile', to: '/profile', Icon: UserRound },
];
