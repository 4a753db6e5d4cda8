// Sound effects: a small pool of Audio elements per sound so that quick repeats
// overlap instead of cutting each other off. Browsers only allow playback after a user gesture, so the
// player stays silent until the first pointerdown or keydown has "prewarmed" every element.
import { AUDIO_ELEMENTS_PER_SOUND, SOUNDS } from '@quizring/contracts';
import type { SoundName } from '@quizring/contracts';

export type { SoundName };

type Pool = { elements: HTMLAudioElement[]; next: number };
const pools = new Map<SoundName, Pool>();
let isEnabled = false;

export const soundUrl = (name: SoundName) => `/sound/${name}.mp3`;

function createPools() {
  for (const name of SOUNDS) {
    const elements = Array.from({ length: AUDIO_ELEMENTS_PER_SOUND }, () => {
      const audio = new Audio(soundUrl(name));
      audio.preload = 'auto';
      return audio;
    });
    pools.set(name, { elements, next: 0 });
  }
}

/** A muted play-and-pause inside the gesture unlocks each element for later, gesture-less playback. */
async function prewarm() {
  createPools();
  const unlocks = [...pools.values()].flatMap((pool) =>
    pool.elements.map(async (audio) => {
      audio.muted = true;
      try {
        await audio.play();
        audio.pause();
      } catch {
        // A file that cannot play yet is retried when it is played for real.
      } finally {
        audio.currentTime = 0;
        audio.muted = false;
      }
    }),
  );
  await Promise.all(unlocks);
  isEnabled = true;
}

/** Installs the one-time prewarm on the first user gesture. Returns a function that removes it. */
export function installSoundPrewarm(): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const remove = () => events.forEach((e) => window.removeEventListener(e, onGesture, true));
  function onGesture() {
    remove();
    void prewarm();
  }
  events.forEach((e) => window.addEventListener(e, onGesture, true));
  return remove;
}

export function isSoundEnabled(): boolean {
  return isEnabled;
}

/** Plays a sound effect; silent until prewarmed, and a blocked or missing file never throws. */
export function playSound(name: SoundName): void {
  if (!isEnabled) return;
  const pool = pools.get(name);
  const audio = pool?.elements[pool.next];
  if (!pool || !audio) return;
  pool.next = (pool.next + 1) % pool.elements.length;
  audio.currentTime = 0;
  audio.play().catch(() => {
    // Autoplay policy or a missing file: a sound effect is never worth an error.
  });
}
