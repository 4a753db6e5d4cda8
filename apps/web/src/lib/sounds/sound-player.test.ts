import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for HTMLAudioElement at the browser boundary (jsdom cannot play media). */
class FakeAudio {
  static created: FakeAudio[] = [];
  src: string;
  preload = '';
  muted = false;
  currentTime = 0;
  plays: { muted: boolean }[] = [];
  constructor(src: string) {
    this.src = src;
    FakeAudio.created.push(this);
  }
  play() {
    this.plays.push({ muted: this.muted });
    return Promise.resolve();
  }
  pause() {}
}

beforeEach(() => {
  FakeAudio.created = [];
  vi.stubGlobal('Audio', FakeAudio);
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

const unmutedPlays = (src: string) =>
  FakeAudio.created.filter((a) => a.src === src).map((a) => a.plays.filter((p) => !p.muted).length);

describe('sound player', () => {
  it('stays silent until a user gesture has prewarmed it', async () => {
    const { installSoundPrewarm, isSoundEnabled, playSound } = await import('./sound-player');
    const remove = installSoundPrewarm();
    playSound('correct');
    expect(FakeAudio.created).toHaveLength(0);
    expect(isSoundEnabled()).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await vi.waitFor(() => expect(isSoundEnabled()).toBe(true));
    remove();
    // Five sounds, three elements each, all prewarmed with a muted play.
    expect(FakeAudio.created).toHaveLength(15);
    expect(FakeAudio.created.every((a) => a.plays.length === 1 && a.plays[0]?.muted && !a.muted)).toBe(true);
  });

  it('plays the named file, taking the three elements in turn', async () => {
    const { installSoundPrewarm, isSoundEnabled, playSound } = await import('./sound-player');
    installSoundPrewarm();
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(isSoundEnabled()).toBe(true));
    for (let i = 0; i < 4; i++) playSound('wrong');
    expect(unmutedPlays('/sound/wrong.mp3')).toEqual([2, 1, 1]);
    expect(unmutedPlays('/sound/correct.mp3')).toEqual([0, 0, 0]);
  });
});
