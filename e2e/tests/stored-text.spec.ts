// Stored text never runs as script. Students whose names, city and address are script payloads become
// a viewer's friend, requester, addressee, friend-of-friend, leaderboard neighbours and Ring host; the viewer then
// opens every page that shows another student's text (and their own): dashboard, Ring invitation, waiting room,
// live Ring flashes, Ring leaderboard, friends with its search dropdown and suggestions, leaderboard, Ring lobby,
// profile and edit profile. On each: no payload ran (window.__xss unset, no dialog), none became an element, and
// the text is shown literally.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MSG } from '@quizring/contracts';
import {
  buyMembership,
  completeProfile,
  makeFriends,
  newStudent,
  registerStudent,
  type Session,
} from '../support/api.ts';
import { seedSession } from '../support/session.ts';
import { path } from '../support/ui.ts';

// Names are free text up to 60 characters (the username is a–z only, so it cannot carry a payload).
const PEOPLE = {
  viewer: {
    firstname: '<b onmouseover=alert(1)>Vi</b>',
    lastname: '</title><script>window.__xss=1</script>',
  },
  friend: { firstname: '<img src=x onerror=window.__xss=1>', lastname: '<svg/onload=alert(1)>' },
  requester: { firstname: '"><script>window.__xss=1</script>', lastname: "'-alert(1)-'" },
  addressee: { firstname: 'javascript:window.__xss=1//', lastname: '<a href=javascript:alert(1)>x</a>' },
  stranger: {
    firstname: '<iframe srcdoc="<script>parent.__xss=1</script>">',
    lastname: "{{constructor.constructor('alert(1)')()}}",
  },
} as const;
type Who = keyof typeof PEOPLE;
const fullname = (who: Who) => `${PEOPLE[who].firstname} ${PEOPLE[who].lastname}`;

// Profile fields only the student sees: free text too.
const OWN_FIELDS = {
  city: 'javascript:window.__xss=1',
  address: '<img src=x onerror=alert(1)>',
  state: '${alert(1)}<style>*{display:none}</style>',
};

type Player = { session: Session; username: string };

const bearer = (s: Session) => ({ Authorization: `Bearer ${s.token}` });

async function ok(res: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(res.status(), `${res.url()}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

async function member(request: APIRequestContext, who: Who): Promise<Player> {
  const { student, session } = await registerStudent(request, { ...newStudent(), ...PEOPLE[who] });
  const completed = await completeProfile(request, session, student.username);
  await buyMembership(request, completed);
  expect(completed.user.firstname).toBe(PEOPLE[who].firstname);
  return { session: completed, username: student.username };
}

/** Answers to a few Move questions: mastery, hence a place on the leaderboard. */
async function practise(request: APIRequestContext, s: Session, count = 3) {
  const data = await ok(await request.get('/api/swipe-question-list', { headers: bearer(s) }));
  const questions = data.questions as { id: number; options: { id: number }[] }[];
  for (const q of questions.slice(0, count))
    await ok(
      await request.post('/api/user-attempts', {
        headers: bearer(s),
        data: {
          question_id: [q.id],
          response_time: 3000,
          hint_seen: false,
          [`option_${q.id}`]: q.options[0]!.id,
          mode: 'move',
          client_attempt_id: `xss-${q.id}-${Date.now()}`,
        },
      }),
    );
}

async function answerRing(request: APIRequestContext, s: Session, ring: number, count = Infinity) {
  const data = await ok(await request.get(`/api/ring-sessions/${ring}/questions`, { headers: bearer(s) }));
  const questions = data.questions as {
    question_id: number;
    options: { id: number }[];
    my_answer: unknown;
  }[];
  for (const q of questions.filter((x) => !x.my_answer).slice(0, count))
    await ok(
      await request.post(`/api/ring-sessions/${ring}/answer`, {
        headers: bearer(s),
        data: { question_bank_id: q.question_id, answer_id: q.options[0]!.id },
      }),
    );
}

/** Watches a page for any sign of a payload running. */
function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    /** Nothing ran and nothing became markup; every text in `shown` is on screen as text. */
    async expectInert(where: string, shown: string[]) {
      for (const text of shown) await expect(page.getByText(text).first(), `${where}: ${text}`).toBeVisible();
      // Let a broken <img> or a late script have its chance to fire.
      await page.waitForLoadState('networkidle');
      const found = await page.evaluate(() => ({
        xss: (window as { __xss?: unknown }).__xss,
        injected: [
          ...document.querySelectorAll(
            'img[src="x"], [onerror], [onload], [onmouseover], iframe, a[href^="javascript:" i], style',
          ),
        ]
          .filter((el) => el.tagName !== 'STYLE' || (el.textContent ?? '').includes('*{display:none}'))
          .map((el) => el.outerHTML.slice(0, 120)),
        scripts: [...document.scripts].filter((s) => s.text.includes('__xss')).length,
      }));
      expect(found.xss, `${where}: a payload ran`).toBeUndefined();
      expect(found.injected, `${where}: a payload became markup`).toEqual([]);
      expect(found.scripts, `${where}: a payload became a script`).toBe(0);
      expect(dialogs, `${where}: a payload opened a dialog`).toEqual([]);
    },
  };
}

test('stored names, city and address render as text on every page that shows them', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);

  // The username rule keeps payloads out of usernames altogether.
  const probe = await registerStudent(request);
  const refused = await request.post('/api/profile-completion', {
    headers: bearer(probe.session),
    data: { username: '<script>x</script>', gender: 'other', students_class: 8, academic_board: 'CBSE' },
  });
  expect(refused.status()).toBe(422);

  const viewer = await member(request, 'viewer');
  await ok(
    await request.post('/api/profile-setting', {
      headers: bearer(viewer.session),
      data: { ...PEOPLE.viewer, ...OWN_FIELDS },
    }),
  );
  const friend = await member(request, 'friend');
  const requester = await member(request, 'requester');
  const addressee = await member(request, 'addressee');
  const stranger = await member(request, 'stranger');
  await makeFriends(request, friend.session, viewer.session);
  // A friend of the viewer's friend: suggested under People you may know.
  await makeFriends(request, friend.session, stranger.session);
  await ok(
    await request.post('/api/friends/send', {
      headers: bearer(requester.session),
      data: { addressee_id: viewer.session.user.id },
    }),
  );
  await ok(
    await request.post('/api/friends/send', {
      headers: bearer(viewer.session),
      data: { addressee_id: addressee.session.user.id },
    }),
  );
  for (const p of [viewer, friend, requester, addressee, stranger]) await practise(request, p.session);

  const checks = watch(page);
  await seedSession(page, viewer.session);

  // Dashboard: the viewer's own name in the greeting and the navigation.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  await checks.expectInert('dashboard', [PEOPLE.viewer.firstname]);

  // The friend hosts a Ring and invites the viewer: the invitation names the host.
  const topics = await ok(
    await request.get('/api/ring-sessions/topics', { headers: bearer(friend.session) }),
  );
  const created = await ok(
    await request.post('/api/ring-sessions', {
      headers: bearer(friend.session),
      data: {
        topic_id: (topics.topics as { id: number }[])[0]!.id,
        invited_user_ids: [viewer.session.user.id],
      },
    }),
  );
  const ring = (created.session as { id: number }).id;
  const popup = page.getByRole('dialog', { name: MSG.ringInvitation });
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await expect(popup.getByText(MSG.invitedYou(fullname('friend')), { exact: true })).toBeVisible();
  await checks.expectInert('Ring invitation', [MSG.invitedYou(fullname('friend'))]);

  // Waiting room: host and participants by name.
  await popup.getByRole('button', { name: MSG.viewRingDetails }).click();
  await expect.poll(() => path(page)).toBe(`/ring/waiting/${ring}`);
  await expect(page.getByText(MSG.waitingForHost)).toBeVisible();
  await checks.expectInert('waiting room', [fullname('friend'), PEOPLE.viewer.firstname]);

  // Live: the host's answer flashes with the host's name.
  await ok(await request.post(`/api/ring-sessions/${ring}/start`, { headers: bearer(friend.session) }));
  await expect.poll(() => path(page), { timeout: 15_000 }).toBe(`/ring/${ring}`);
  await expect(page.getByText(/Question 1 \/ \d+/)).toBeVisible({ timeout: 15_000 });
  await answerRing(request, friend.session, ring, 1);
  await expect(page.getByText(new RegExp(`(got it!|missed)$`)).first()).toBeVisible({ timeout: 10_000 });
  await checks.expectInert('live Ring', [fullname('friend')]);

  // Ring leaderboard, once both have answered everything.
  await answerRing(request, friend.session, ring);
  await answerRing(request, viewer.session, ring);
  await page.goto(`/ring/leaderboard/${ring}`);
  const everyone = page.getByRole('list', { name: 'All players' });
  await expect(everyone.getByText(/Score: \d+ \/ \d+ \(\d+%\)/)).toHaveCount(2, { timeout: 15_000 });
  await checks.expectInert('Ring leaderboard', [fullname('friend'), fullname('viewer')]);

  // Friends: received, sent, friends, suggestions, and the search dropdown.
  await page.goto('/friends');
  await expect(
    page.getByRole('region', { name: 'Friend Requests' }).getByText(PEOPLE.requester.firstname),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Requests Sent' }).getByText(PEOPLE.addressee.firstname),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your Friends' }).getByText(PEOPLE.friend.firstname),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'People you may know' }).getByText(PEOPLE.stranger.firstname),
  ).toBeVisible();
  await checks.expectInert('friends', [
    PEOPLE.requester.lastname,
    PEOPLE.addressee.lastname,
    PEOPLE.friend.lastname,
    PEOPLE.stranger.lastname,
  ]);
  const box = page.getByRole('combobox');
  await box.fill(stranger.username);
  await box.press('Enter');
  const results = page.getByRole('listbox', { name: MSG.resultsFor(stranger.username) });
  await expect(results.getByText(PEOPLE.stranger.firstname)).toBeVisible();
  await checks.expectInert('friend search', [PEOPLE.stranger.lastname]);

  // Leaderboard: every neighbour by name.
  await page.goto('/leaderboard');
  await expect(page.getByText(PEOPLE.friend.firstname).first()).toBeVisible({ timeout: 15_000 });
  await checks.expectInert(
    'leaderboard',
    (['friend', 'requester', 'addressee', 'stranger'] as const).map((who) => PEOPLE[who].firstname),
  );

  // Ring lobby: the friend to invite.
  await page.goto('/ring/new');
  await expect(page.getByRole('list', { name: 'Friends' }).getByText(PEOPLE.friend.firstname)).toBeVisible();
  await checks.expectInert('Ring lobby', [PEOPLE.friend.lastname]);

  // The viewer's own profile, and the edit form holding the same text as values.
  await page.goto('/profile');
  await checks.expectInert('profile', [PEOPLE.viewer.firstname, PEOPLE.viewer.lastname, OWN_FIELDS.city]);
  await page.goto('/profile/edit');
  const fields = page.locator('input, textarea');
  await expect(fields.first()).toBeVisible();
  await expect
    .poll(() => fields.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value)))
    .toEqual(
      expect.arrayContaining([PEOPLE.viewer.firstname, PEOPLE.viewer.lastname, ...Object.values(OWN_FIELDS)]),
    );
  await checks.expectInert('edit profile', []);
});
