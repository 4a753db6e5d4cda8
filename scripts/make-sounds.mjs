// Synthesises the five sound effects of the spec (correct, wrong, next, invite, joined) from sine partials with
// short envelopes and encodes them as small mono MP3s. Called by make-assets.mjs; runs alone too:
//   node scripts/make-sounds.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Mp3Encoder } from '@breezystack/lamejs';

const RATE = 44100;
const KBPS = 64;
const PEAK = 0.7; // leaves headroom so the MP3 decoder never clips
const BELL = [1, 0.22, 0.06];

/**
 * A note: a sum of harmonics of `freq` (optionally gliding to `glideTo`), with a short linear attack,
 * an exponential decay, and a 10 ms fade at its end so nothing clicks.
 */
function note(
  out,
  { freq, glideTo = freq, at, dur, gain = 1, decay = dur / 3, attack = 0.005, partials = BELL },
) {
  const start = Math.round(at * RATE);
  const length = Math.round(dur * RATE);
  const fade = Math.round(0.01 * RATE);
  let phase = 0;
  for (let i = 0; i < length && start + i < out.length; i++) {
    const t = i / RATE;
    const f = freq + (glideTo - freq) * (i / length);
    phase += (2 * Math.PI * f) / RATE;
    let v = 0;
    for (const [k, amp] of partials.entries()) v += amp * Math.sin(phase * (k + 1));
    const env = Math.min(1, t / attack) * Math.exp(-t / decay) * Math.min(1, (length - i) / fade);
    out[start + i] += gain * env * v;
  }
}

function render(seconds, notes) {
  const out = new Float32Array(Math.round(seconds * RATE));
  for (const n of notes) note(out, n);
  const peak = out.reduce((m, v) => Math.max(m, Math.abs(v)), 0) || 1;
  return out.map((v) => (v / peak) * PEAK);
}

// Short, soft and in one key family (E major-ish) so they sound like one app.
const SOUNDS = {
  // Rising two-note chime: E5 then B5.
  correct: render(0.55, [
    { freq: 659.25, at: 0, dur: 0.3, decay: 0.1 },
    { freq: 987.77, at: 0.1, dur: 0.45, decay: 0.16 },
  ]),
  // Low, slightly buzzy descending pair: odd harmonics give a soft square-ish tone.
  wrong: render(0.5, [
    { freq: 311.13, glideTo: 293.66, at: 0, dur: 0.2, decay: 0.12, partials: [1, 0, 0.3, 0, 0.15] },
    { freq: 233.08, glideTo: 220, at: 0.16, dur: 0.34, decay: 0.14, partials: [1, 0, 0.3, 0, 0.15] },
  ]),
  // A short upward blip.
  next: render(0.12, [
    { freq: 880, glideTo: 1320, at: 0, dur: 0.11, decay: 0.035, attack: 0.003, partials: [1, 0.1] },
  ]),
  // Three-note arpeggio chime: G5, B5, D6.
  invite: render(0.85, [
    { freq: 783.99, at: 0, dur: 0.5, decay: 0.18 },
    { freq: 987.77, at: 0.13, dur: 0.5, decay: 0.18 },
    { freq: 1174.66, at: 0.26, dur: 0.58, decay: 0.2 },
  ]),
  // A bright pop: a fast upward sweep with a little sparkle on top.
  joined: render(0.24, [
    { freq: 520, glideTo: 1560, at: 0, dur: 0.09, decay: 0.04, attack: 0.002, partials: [1, 0.15] },
    { freq: 2093, at: 0.05, dur: 0.18, decay: 0.05, gain: 0.35, partials: [1] },
  ]),
};

function encodeMp3(samples) {
  const pcm = Int16Array.from(samples, (v) => Math.round(Math.max(-1, Math.min(1, v)) * 32767));
  const encoder = new Mp3Encoder(1, RATE, KBPS);
  const chunks = [];
  // lame consumes whole MPEG frames of 1152 samples.
  for (let i = 0; i < pcm.length; i += 1152) chunks.push(encoder.encodeBuffer(pcm.subarray(i, i + 1152)));
  chunks.push(encoder.flush());
  return Buffer.concat(chunks.map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength)));
}

export async function writeSounds(dir) {
  await mkdir(dir, { recursive: true });
  for (const [name, samples] of Object.entries(SOUNDS)) {
    await writeFile(`${dir}/${name}.mp3`, encodeMp3(samples));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeSounds(fileURLToPath(new URL('../apps/web/public/sound', import.meta.url)));
  console.log('Sounds written.');
}
