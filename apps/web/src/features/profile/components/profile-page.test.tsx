import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { makeConfig, makeUser, storeSession } from '@test/fixtures';
import { fail, mockApi, ok } from '@test/mock-api';
import type { ApiReply } from '@test/mock-api';
import { renderInApp } from '@test/render';
import ChangeAvatarPage from './change-avatar-page';
import ProfilePage from './profile-page';

const user = makeUser({
  city: 'Pune',
  coins: 40,
  score: 310,
  fullname: 'Asha Verma',
  name: 'Asha Verma',
  username: 'ashaverma',
});
const config = makeConfig({ push: { vapid_public_key: 'x' }, demo: false });

let userInfo: () => ApiReply;
let api: ReturnType<typeof mockApi>;

/** The upload goes through XMLHttpRequest (for progress); this stands in for the network there. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  userInfo = () => ok({ user });
  FakeXhr.last = null;
  api = mockApi({ 'GET /api/user-info': () => userInfo(), 'GET /api/config': () => ok(config) });
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  storeSession(user);
});

afterEach(() => {
  expect(api.unhandled).toEqual([]);
  localStorage.clear();
});

function renderAt(path: string) {
  renderInApp(
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/profile/avatar" element={<ChangeAvatarPage />} />
    </Routes>,
    path,
  );
  return userEvent.setup();
}

describe('ProfilePage', () => {
  it('shows the details, actions and settings cards', async () => {
    renderAt('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.getByText('@ashaverma')).toBeInTheDocument();
    const chips = within(screen.getByRole('list', { name: 'Class, board and city' })).getAllByRole(
      'listitem',
    );
    expect(chips.map((c) => c.textContent)).toEqual(['Class 8', 'CBSE', 'Pune']);
    expect(screen.getByText('Mobile').nextSibling).toHaveTextContent('+91 9876543210');
    expect(screen.getByText('Referral code').nextSibling).toHaveTextContent('ASHA7');
    expect(screen.getByText('Coins / Score').nextSibling).toHaveTextContent('40 / 310');
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/edit');
    expect(screen.getByRole('link', { name: 'Change Avatar' })).toHaveAttribute('href', '/profile/avatar');
    expect(screen.getByRole('link', { name: 'Career Settings' })).toHaveAttribute(
      'href',
      '/career/preferences',
    );
    const privacy = screen.getByRole('link', { name: /Privacy Policy/ });
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'Delete Account' })).toHaveAttribute('href', '/delete-account');
  });

  it("reads a user whose profile_complete is the text '1' (the guard lets them in, so the page must too)", async () => {
    const textual = { ...user, profile_complete: '1' };
    userInfo = () => ok({ user: textual });
    storeSession(textual);
    renderAt('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.queryByText("Can't load your profile")).not.toBeInTheDocument();
  });

  it("shows Can't load your profile with a Retry that loads it again", async () => {
    userInfo = () => fail(503, 'Down');
    const ue = renderAt('/profile');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: "Can't load your profile" })).toBeInTheDocument();
    userInfo = () => ok({ user });
    await ue.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
  });
});

describe('ChangeAvatarPage', () => {
  it('uploads a chosen preset as the preset field and shows progress', async () => {
    const ue = renderAt('/profile/avatar');

    const save = screen.getByRole('button', { name: 'Save Avatar' });
    expect(save).toBeDisabled();
    expect(screen.getByText('No avatar selected')).toBeInTheDocument();
    expect(screen.getByText('JPG or PNG under about 5 MB is recommended')).toBeInTheDocument();

    const presets = await screen.findAllByRole('radio');
    expect(presets).toHaveLength(10);
    await ue.click(screen.getByRole('radio', { name: 'Preset avatar 3' }));
    expect(screen.getByRole('img', { name: 'New avatar preview' })).toHaveAttribute(
      'src',
      '/media/avatars/a3.png',
    );
    await ue.click(save);

    const xhr = FakeXhr.last;
    expect(xhr?.url).toBe('/api/profile-avatar-update');
    expect(xhr?.body?.get('preset')).toBe('a3');
    expect(xhr?.body?.get('avatar')).toBeNull();

    act(() => xhr?.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 }));
    expect(screen.getByText('Uploading… 50%')).toBeInTheDocument();
    act(() => xhr?.respond(422, { status: 'error', message: { error: ['The preset is unknown.'] } }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Avatar upload failed');
    expect(alert).toHaveTextContent('The preset is unknown.');
    expect(await screen.findByText('Failed to update avatar')).toBeInTheDocument();
  });
});
