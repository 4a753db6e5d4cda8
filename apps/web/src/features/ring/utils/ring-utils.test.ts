import { afterEach, describe, expect, it, vi } from 'vitest';
import toast from 'react-hot-toast';
import { MSG, RING_TOAST_MS } from '@quizring/contracts';
import { isWithinJoinWindow } from '../components/ring-invite-popup';
import { inviteOf } from '../hooks/use-student-channel';
import { JOINED_AT, friend, participant, ringSession, topic } from '@test/ring-fixtures';
import { withJoinedParticipant, withSessionStarted } from './participants';
import {
  accuracyPercent,
  barTone,
  filterFriends,
  formatMmSs,
  friendName,
  parseSessionId,
  topicLabel,
} from './ring-format';
import { ringToast } from './ring-toast';
import { filterTopics, groupTopicsByChapter, subjectsOf } from './topic-filter';

afterEach(() => vi.restoreAllMocks());

describe('ring formatting', () => {
  it('formats the cooldown as mm:ss', () => {
    expect(formatMmSs(0)).toBe('00:00');
    expect(formatMmSs(59)).toBe('00:59');
    expect(formatMmSs(125)).toBe('02:05');
    expect(formatMmSs(-3)).toBe('00:00');
  });

  it('colours the bar green, amber below 60 % and red below 30 %', () => {
    expect(barTone(1)).toBe('green');
    expect(barTone(0.6)).toBe('green');
    expect(barTone(0.59)).toBe('amber');
    expect(barTone(0.3)).toBe('amber');
    expect(barTone(0.29)).toBe('red');
    expect(barTone(0)).toBe('red');
  });

  it('labels the topic by title, else number, else Topic not set', () => {
    expect(topicLabel('Fractions', 3)).toBe('Fractions');
    expect(topicLabel('  ', 3)).toBe('Topic #3');
    expect(topicLabel(null, null)).toBe(MSG.topicNotSet);
  });

  it('rounds the accuracy, computing it when the server gives none', () => {
    expect(accuracyPercent({ correct: 2, total: 12, accuracy_pct: 16.7 })).toBe(17);
    expect(accuracyPercent({ correct: 3, total: 4, accuracy_pct: null })).toBe(75);
    expect(accuracyPercent({ correct: 0, total: 0 })).toBe(0);
  });

  it('accepts numeric session ids only', () => {
    expect(parseSessionId('12')).toBe(12);
    expect(parseSessionId('0')).toBeNull();
    expect(parseSessionId('1e3')).toBeNull();
    expect(parseSessionId(undefined)).toBeNull();
  });

  it('filters friends by every word over name and username', () => {
    const friends = [friend(1, 'Ravi', 'Kumar'), friend(2, 'Meera', 'Nair', { username: 'mnair' })];
    expect(filterFriends(friends, '').map(friendName)).toEqual(['Ravi Kumar', 'Meera Nair']);
    expect(filterFriends(friends, 'KUM ra').map(friendName)).toEqual(['Ravi Kumar']);
    expect(filterFriends(friends, 'mnair').map(friendName)).toEqual(['Meera Nair']);
    expect(friendName({ firstname: '', lastname: '', username: 'solo' })).toBe('solo');
  });
});

describe('topic filter', () => {
  const topics = [
    topic(1, 'Light', 'Science'),
    topic(2, 'Sunlight', 'Science'),
    topic(3, 'Lines', 'Mathematics'),
  ];

  it('lists the subjects once, in order', () => {
    expect(subjectsOf(topics)).toEqual(['Science', 'Mathematics']);
  });

  it('filters by subject and text, prefix matches first', () => {
    expect(filterTopics(topics, null, '').map((t) => t.id)).toEqual([1, 2, 3]);
    expect(filterTopics(topics, 'Science', '').map((t) => t.id)).toEqual([1, 2]);
    expect(filterTopics(topics, null, 'LIGHT').map((t) => t.id)).toEqual([1, 2]);
    expect(filterTopics(topics, null, 'li').map((t) => t.id)).toEqual([1, 3, 2]);
    expect(filterTopics(topics, 'Mathematics', 'light')).toEqual([]);
  });

  it('finds the topics of a chapter by its title, after the title matches', () => {
    const many = [
      topic(1, 'Adding integers', 'Mathematics', 12, [1, 'Integers']),
      topic(2, 'Multiplying', 'Mathematics', 12, [1, 'Integers']),
      topic(3, 'Like fractions', 'Mathematics', 12, [2, 'Fractions']),
    ];
    expect(filterTopics(many, null, 'integer').map((t) => t.id)).toEqual([1, 2]);
    expect(filterTopics(many, null, 'fractions').map((t) => t.id)).toEqual([3]);
  });

  it('groups topics in runs of one subject and chapter', () => {
    const groups = groupTopicsByChapter([
      topic(1, 'Adding integers', 'Mathematics', 12, [1, 'Integers']),
      topic(2, 'Multiplying', 'Mathematics', 12, [1, 'Integers']),
      topic(3, 'Like fractions', 'Mathematics', 12, [2, 'Fractions']),
      topic(4, 'Light', 'Science', 12, [1, 'Light']),
    ]);
    expect(groups.map((g) => [g.heading, g.topics.map((t) => t.id)])).toEqual([
      ['Mathematics · Chapter 1: Integers', [1, 2]],
      ['Mathematics · Chapter 2: Fractions', [3]],
      ['Science · Chapter 1: Light', [4]],
    ]);
  });
});

describe('session updates', () => {
  it('marks an invitee joined, or appends a newcomer', () => {
    const data = ringSession();
    const joined = withJoinedParticipant(data, {
      id: 1100,
      user_id: 11,
      name: 'Ravi K',
      avatar: null,
      joined_at: JOINED_AT,
    });
    expect(joined.participants.map((p) => [p.user_id, p.joined_at])).toEqual([
      [7, JOINED_AT],
      [11, JOINED_AT],
    ]);
    const more = withJoinedParticipant(data, {
      id: 1300,
      user_id: 13,
      name: 'John',
      avatar: null,
      joined_at: JOINED_AT,
    });
    expect(more.participants.at(-1)).toEqual({ ...participant(13, 'John', true, { id: 1300 }) });
  });

  it('sets in_progress and fills started_at only if missing', () => {
    expect(withSessionStarted(ringSession(), '2026-01-05T10:01:00.000Z').session).toMatchObject({
      status: 'in_progress',
      started_at: '2026-01-05T10:01:00.000Z',
    });
    expect(
      withSessionStarted(ringSession({ started_at: JOINED_AT }), '2026-01-05T10:01:00.000Z').session
        .started_at,
    ).toBe(JOINED_AT);
  });
});

describe('invitations', () => {
  it('reads the invite payload, with defaults and snake_case names', () => {
    expect(inviteOf({ sessionId: '12', hostName: 'Ravi', message: 'Join!' })).toEqual({
      sessionId: '12',
      hostName: 'Ravi',
      message: 'Join!',
    });
    expect(inviteOf({ session_id: 12 })).toEqual({
      sessionId: '12',
      hostName: 'Friend',
      message: 'invited you to join a Ring.',
    });
    expect(inviteOf({ hostName: 'Ravi' })).toBeNull();
    expect(inviteOf(null)).toBeNull();
  });

  it('allows joining up to 60 s after the start', () => {
    const now = Date.parse('2026-01-05T10:01:00.000Z');
    expect(isWithinJoinWindow('2026-01-05T10:00:00.000Z', now)).toBe(true);
    expect(isWithinJoinWindow('2026-01-05T09:59:59.000Z', now)).toBe(false);
    expect(isWithinJoinWindow(null, now)).toBe(true);
  });
});

describe('ring toasts', () => {
  it('appear top-right for 4 s on a green background', () => {
    const error = vi.spyOn(toast, 'error');
    ringToast.error('Nope');
    expect(error).toHaveBeenCalledWith('Nope', {
      duration: RING_TOAST_MS,
      position: 'top-right',
      style: { background: '#15803d', color: '#ffffff' },
    });
  });
});
