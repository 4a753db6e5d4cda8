// The fuzzed app's world: content, a member with a friend and a ring (so guarded handlers have something to work
// on), a student without membership, and their tokens, which come back to life when a fuzzed call kills them
// (logout, delete-account) or a fuzzed payment makes the student a member.
import type { FastifyInstance } from 'fastify';
import { CAREER_MAX_SELECTED, PRESET_AVATARS, ringChannel, studentChannel } from '@quizring/contracts';
import { issueToken } from '../../src/features/accounts/repository.ts';
import { loadFixturePack } from '../support/content.ts';
import { memberStudent } from '../support/learners.ts';
import { completeStudent } from '../support/test-app.ts';
import { createRing, makeFriends } from '../ring/support.ts';
import { pushSubscription } from '../security/owner-world.ts';
import type { Student } from '../ring/support.ts';
import { sampleFiles } from './multipart.ts';
import type { CallerKind, FuzzWorld } from './requests.ts';

type Account = { id: number; token: string };

/** The password of every student the test helpers sign up. */
const PASSWORD = 'secret123';

/** Usernames are letters only. */
const letters = (n: number) => [...String(n)].map((d) => 'abcdefghij'[Number(d)]).join('');

export class FuzzCallers {
  private accounts: Partial<Record<'member' | 'student', Account>> = {};
  private friend!: Student;
  /** Signed-in callers re-created because a fuzzed call killed their token or their account. */
  revived = 0;

  constructor(private readonly app: FastifyInstance) {}

  /** Sets up the world and returns the values that valid-ish requests draw on. */
  async setUp(): Promise<FuzzWorld> {
    const { db } = this.app.ctx;
    await loadFixturePack(db);
    const member = await this.newMember();
    const friend = await memberStudent(this.app, 7);
    this.friend = friend;
    await makeFriends(this.app, member, friend);
    const ringId = await createRing(this.app, member, [friend]);
    const student = await this.newStudent();

    const ids = async (table: 'questions' | 'question_options' | 'skills' | 'subtopics' | 'careers') =>
      (await db.selectFrom(table).select('id').orderBy('id').limit(3).execute()).map((r) => r.id);
    const users = await db.selectFrom('users').select(['username', 'email', 'mobile']).execute();
    // A browser subscription of a push service, and its endpoint: device tokens to save and to remove.
    const push = pushSubscription();
    return {
      ids: [
        member.user.id,
        friend.user.id,
        student.user.id,
        ringId,
        ...(await ids('questions')),
        ...(await ids('question_options')),
        ...(await ids('skills')),
        ...(await ids('subtopics')),
        ...(await ids('careers')),
        CAREER_MAX_SELECTED,
      ],
      strings: [
        PASSWORD,
        ...users.flatMap((u) => [u.username ?? '', u.email, u.mobile]).filter(Boolean),
        'Mathematics',
        'Science',
        'CBSE',
        'yearly',
        'female',
        '91',
        '123456',
        '123.456',
        ringChannel(ringId),
        studentChannel(member.user.id),
        `private-user.${member.user.id}`,
        ...PRESET_AVATARS,
        push.token,
        push.endpoint,
      ],
      files: await sampleFiles(),
    };
  }

  private async newMember() {
    const member = await memberStudent(this.app, 7);
    this.accounts.member = { id: member.user.id, token: member.token };
    if (this.friend) await makeFriends(this.app, member, this.friend);
    return member;
  }

  private async newStudent() {
    const student = await completeStudent(
      this.app,
      `fuzz${letters(Date.now() % 1e6)}x${letters(this.revived)}`,
    );
    this.accounts.student = { id: student.user.id, token: student.token };
    return student;
  }

  token(kind: CallerKind): string | undefined {
    return kind === 'member' || kind === 'student' ? this.accounts[kind]!.token : undefined;
  }

  /** Repairs what a fuzzed call did to a caller, so the next call is made by the same kind of caller again. */
  async afterCall(kind: CallerKind, status: number): Promise<void> {
    if (kind !== 'member' && kind !== 'student') return;
    const account = this.accounts[kind]!;
    const { db, clock, config } = this.app.ctx;
    if (status === 401) {
      const alive = await db.selectFrom('users').select('id').where('id', '=', account.id).executeTakeFirst();
      this.revived += 1;
      if (alive) account.token = await issueToken(db, account.id, clock.now(), config.tokenTtlMs);
      else if (kind === 'member') await this.newMember();
      else await this.newStudent();
    }
    // A fuzzed sandbox payment may succeed: the student goes back to having no membership.
    if (kind === 'student' && status < 300)
      await db.deleteFrom('memberships').where('user_id', '=', account.id).execute();
  }
}
