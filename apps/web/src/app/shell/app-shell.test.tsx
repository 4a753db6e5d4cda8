import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { mockApi, ok } from '@test/mock-api';
import { makeConfig, makeUser, storeSession } from '@test/fixtures';
import { renderInApp } from '@test/render';
import { STORAGE_KEYS } from '@/lib/storage';
import { AppShell } from './app-shell';

const config = makeConfig();

function renderShell(route = '/dashboard') {
  return renderInApp(
    <Routes>
      <Route element={<AppShell />}>
        <Route path="*" element={<h1>Page</h1>} />
      </Route>
    </Routes>,
    route,
  );
}

const sidebar = () => screen.getByRole('complementary', { name: 'Sidebar' });

beforeEach(() => {
  localStorage.clear();
  storeSession(makeUser());
  mockApi({ 'GET /api/user-info': () => ok({ user: makeUser() }), 'GET /api/config': () => ok(config) });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AppShell', () => {
  it('lists the items of the spec in order', () => {
    renderShell();
    const nav = within(sidebar()).getByRole('navigation', { name: 'Main' });
    const names = [...nav.querySelectorAll('a, button')].map((el) => el.textContent?.trim());
    expect(names).toEqual([
      'Dashboard',
      'Move Quiz',
      'Leaderboard',
      'My Friends',
      'Results',
      'Membership',
      'Settings',
      'Career Settings',
      'Adjust Focus',
      'Profile',
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens Membership with the current page as its origin, so paying there returns to it', () => {
    renderShell('/results?tab=week');
    fireEvent.click(within(sidebar()).getByRole('link', { name: 'Membership' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/membership');
    expect(screen.getByTestId('location').dataset.from).toBe('/results?tab=week');
    // Opened again from itself, it keeps where it was opened from.
    fireEvent.click(within(sidebar()).getByRole('link', { name: 'Membership' }));
    expect(screen.getByTestId('location').dataset.from).toBe('/results?tab=week');
  });

  it('shows the footer with class and board, and Sign Out', () => {
    renderShell();
    expect(within(sidebar()).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(sidebar()).getByText('Class 8 • CBSE')).toBeInTheDocument();
    expect(within(sidebar()).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('opens the Settings group on /settings paths only', () => {
    renderShell('/settings/career-focus');
    expect(within(sidebar()).getByRole('button', { name: 'Settings' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('keeps the Settings group closed elsewhere until clicked', () => {
    renderShell('/results');
    const settings = within(sidebar()).getByRole('button', { name: 'Settings' });
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    expect(within(sidebar()).queryByRole('link', { name: 'Adjust Focus' })).not.toBeInTheDocument();
    fireEvent.click(settings);
    expect(within(sidebar()).getByRole('link', { name: 'Adjust Focus' })).toHaveAttribute(
      'href',
      '/settings/career-focus',
    );
  });

  it('collapses to 80 px and remembers it', () => {
    const { unmount } = renderShell();
    expect(sidebar()).toHaveStyle({ width: '256px' });
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar()).toHaveStyle({ width: '80px' });
    expect(localStorage.getItem(STORAGE_KEYS.sidebarCollapsed)).toBe('true');
    unmount();
    renderShell();
    expect(sidebar()).toHaveStyle({ width: '80px' });
    expect(within(sidebar()).getByRole('link', { name: 'Move Quiz' })).toBeInTheDocument();
  });

  it('badges pending friend requests, 9+ above 9, re-read every 1500 ms', async () => {
    vi.useFakeTimers();
    localStorage.setItem(STORAGE_KEYS.pendingFriendRequests, '12');
    renderShell();
    const friends = () => within(sidebar()).getByRole('link', { name: /My Friends/ });
    expect(friends()).toHaveTextContent('9+');
    localStorage.setItem(STORAGE_KEYS.pendingFriendRequests, '3');
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(friends()).toHaveTextContent('9+');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(friends()).toHaveAccessibleName('My Friends, 3 pending friend requests');
    localStorage.setItem(STORAGE_KEYS.pendingFriendRequests, '0');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(friends()).toHaveAccessibleName('My Friends');
  });

  it('opens the mobile menu and closes it on Escape, returning focus', () => {
    renderShell();
    const open = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(open);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('shows name, email and Sign Out in the avatar menu', () => {
    renderShell();
    const [button] = screen.getAllByRole('button', { name: 'Account menu' });
    fireEvent.click(button!);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = within(button!.parentElement!);
    expect(panel.getByText('asha@example.com')).toBeVisible();
    expect(panel.getByText('Asha Rao')).toBeVisible();
    expect(panel.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
