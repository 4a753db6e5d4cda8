// Generates the artwork and sounds we ship, so every binary asset in the repository can be rebuilt from source:
//   node scripts/make-assets.mjs
// Writes the 10 preset avatars (apps/server/assets/avatars/a1.png … a10.png, 256×256), the app icons
// (apps/web/public/icon.svg, icon-192.png, icon-512.png, icon-maskable-512.png) and the five sound effects
// (apps/web/public/sound/*.mp3, see make-sounds.mjs). The output is deterministic.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { writeSounds } from './make-sounds.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const AVATAR_DIR = `${root}apps/server/assets/avatars`;
const PUBLIC_DIR = `${root}apps/web/public`;
const SIZE = 256;
const C = 128; // horizontal centre of the avatar canvas
const INK = '#1f2937';

// ---- shared face parts (all symmetric around x = 128) ----

const mirror = (dx, draw) => draw(C - dx) + draw(C + dx);

function eyes(y, dx = 28, r = 9, color = INK) {
  return mirror(
    dx,
    (x) =>
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>` +
      `<circle cx="${x + r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.35}" fill="#fff"/>`,
  );
}

function cheeks(y, dx, color = '#f472b6', rx = 11, ry = 7, opacity = 0.55) {
  return mirror(
    dx,
    (x) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${color}" opacity="${opacity}"/>`,
  );
}

function smile(y, w, color = INK, width = 5) {
  return `<path d="M${C - w} ${y} Q${C} ${y + w * 0.9} ${C + w} ${y}" stroke="${color}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`;
}

// A polygon given by its left-hand points, drawn twice: as is and mirrored around x = 128.
function polygonPair(points, fill) {
  const path = (pts) => `<path d="M${pts.map(([x, y]) => `${x} ${y}`).join(' L')} Z" fill="${fill}"/>`;
  return path(points) + path(points.map(([x, y]) => [2 * C - x, y]));
}

function linePair([[x1, y1], [x2, y2]], color = INK) {
  const line = (a, b) =>
    `<path d="M${a} ${y1} L${b} ${y2}" stroke="${color}" stroke-width="3" stroke-linecap="round"/>`;
  return line(x1, x2) + line(2 * C - x1, 2 * C - x2);
}

// A cat-like "w" mouth under the nose.
function catMouth(y, color = INK) {
  return `<path d="M${C - 16} ${y} Q${C - 8} ${y + 10} ${C} ${y} Q${C + 8} ${y + 10} ${C + 16} ${y}" stroke="${color}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
}

// ---- geometric backgrounds: one distinct pattern per avatar ----

function background(base, accent, kind) {
  const tiles = {
    dots: `<pattern id="bg" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="16" cy="16" r="4" fill="${accent}"/></pattern>`,
    stripes: `<pattern id="bg" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="10" height="24" fill="${accent}"/></pattern>`,
    triangles: `<pattern id="bg" width="40" height="36" patternUnits="userSpaceOnUse"><path d="M0 36 L20 4 L40 36 Z" fill="${accent}"/></pattern>`,
    rings: `<pattern id="bg" width="48" height="48" patternUnits="userSpaceOnUse"><circle cx="24" cy="24" r="12" fill="none" stroke="${accent}" stroke-width="5"/></pattern>`,
    stars: `<pattern id="bg" width="44" height="44" patternUnits="userSpaceOnUse"><path d="M11 5 L13 11 L19 11 L14 15 L16 21 L11 17 L6 21 L8 15 L3 11 L9 11 Z" fill="${accent}"/><circle cx="33" cy="33" r="2.5" fill="${accent}"/></pattern>`,
    waves: `<pattern id="bg" width="48" height="24" patternUnits="userSpaceOnUse"><path d="M0 12 Q12 0 24 12 T48 12" fill="none" stroke="${accent}" stroke-width="5"/></pattern>`,
    checker: `<pattern id="bg" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="20" height="20" fill="${accent}"/><rect x="20" y="20" width="20" height="20" fill="${accent}"/></pattern>`,
    zigzag: `<pattern id="bg" width="32" height="24" patternUnits="userSpaceOnUse"><path d="M0 16 L8 8 L16 16 L24 8 L32 16" fill="none" stroke="${accent}" stroke-width="5" stroke-linejoin="round"/></pattern>`,
    rays: '',
    grid: `<pattern id="bg" width="32" height="32" patternUnits="userSpaceOnUse"><path d="M32 0 H0 V32" fill="none" stroke="${accent}" stroke-width="3"/></pattern>`,
  };
  if (kind === 'rays') {
    const rays = Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      const b = a + Math.PI / 12;
      const p = (t) => `${(C + 260 * Math.cos(t)).toFixed(1)} ${(C + 260 * Math.sin(t)).toFixed(1)}`;
      return `<path d="M${C} ${C} L${p(a)} L${p(b)} Z" fill="${accent}"/>`;
    }).join('');
    return `<rect width="${SIZE}" height="${SIZE}" fill="${base}"/>${rays}`;
  }
  return `<defs>${tiles[kind]}</defs><rect width="${SIZE}" height="${SIZE}" fill="${base}"/><rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`;
}

// ---- the ten characters ----

const cat = () => {
  const fur = '#fb923c';
  return (
    polygonPair(
      [
        [62, 118],
        [68, 48],
        [120, 84],
      ],
      fur,
    ) +
    polygonPair(
      [
        [74, 104],
        [76, 66],
        [106, 86],
      ],
      '#fda4af',
    ) +
    `<circle cx="${C}" cy="148" r="72" fill="${fur}"/>` +
    `<path d="M${C} 80 V100 M${C - 16} 84 L${C - 12} 100 M${C + 16} 84 L${C + 12} 100" stroke="#ea580c" stroke-width="6" stroke-linecap="round"/>` +
    eyes(140, 28, 10) +
    `<path d="M${C - 8} 160 H${C + 8} L${C} 169 Z" fill="#f472b6"/>` +
    catMouth(172) +
    linePair([
      [86, 164],
      [44, 156],
    ]) +
    linePair([
      [86, 174],
      [46, 180],
    ]) +
    cheeks(166, 46)
  );
};

const bear = () =>
  mirror(
    56,
    (x) =>
      `<circle cx="${x}" cy="88" r="26" fill="#92400e"/><circle cx="${x}" cy="88" r="13" fill="#d97706"/>`,
  ) +
  `<circle cx="${C}" cy="146" r="74" fill="#b45309"/>` +
  `<ellipse cx="${C}" cy="172" rx="36" ry="28" fill="#fde68a"/>` +
  eyes(134, 30, 10) +
  `<ellipse cx="${C}" cy="160" rx="12" ry="8" fill="${INK}"/>` +
  smile(176, 12, INK, 4) +
  cheeks(162, 52, '#fb7185');

const panda = () =>
  mirror(58, (x) => `<circle cx="${x}" cy="86" r="25" fill="${INK}"/>`) +
  `<circle cx="${C}" cy="146" r="74" fill="#f9fafb"/>` +
  mirror(
    30,
    (x) =>
      `<ellipse cx="${x}" cy="140" rx="18" ry="24" fill="${INK}" transform="rotate(${x < C ? 35 : -35} ${x} 140)"/>`,
  ) +
  eyes(138, 30, 7, '#f9fafb') +
  mirror(30, (x) => `<circle cx="${x}" cy="139" r="3.5" fill="${INK}"/>`) +
  `<ellipse cx="${C}" cy="166" rx="11" ry="7" fill="${INK}"/>` +
  smile(178, 11, INK, 4) +
  cheeks(170, 50);

const fox = () => {
  const fur = '#f97316';
  return (
    mirror(
      44,
      (x) =>
        `<path d="M${x - 26} 112 L${x} 42 L${x + 26} 112 Z" fill="${fur}"/>` +
        `<path d="M${x - 8} 62 L${x} 42 L${x + 8} 62 Z" fill="${INK}"/>` +
        `<path d="M${x - 12} 104 L${x} 68 L${x + 12} 104 Z" fill="#fed7aa"/>`,
    ) +
    `<circle cx="${C}" cy="148" r="70" fill="${fur}"/>` +
    `<path d="M60 150 Q${C} 126 196 150 Q176 214 ${C} 216 Q80 214 60 150 Z" fill="#fff7ed"/>` +
    eyes(138, 30, 9) +
    `<ellipse cx="${C}" cy="170" rx="10" ry="7" fill="${INK}"/>` +
    smile(182, 10, INK, 4) +
    cheeks(168, 50, '#fb7185')
  );
};

const owl = () => {
  const body = '#a16207';
  return (
    mirror(
      50,
      (x) => `<path d="M${x - 18} 96 L${x + (x < C ? -14 : 14)} 50 L${x + 18} 92 Z" fill="${body}"/>`,
    ) +
    `<ellipse cx="${C}" cy="150" rx="78" ry="80" fill="${body}"/>` +
    `<ellipse cx="${C}" cy="182" rx="48" ry="44" fill="#fde68a"/>` +
    [166, 184, 202]
      .map((y) =>
        [-20, 0, 20]
          .map(
            (dx) =>
              `<path d="M${C + dx - 7} ${y} Q${C + dx} ${y + 8} ${C + dx + 7} ${y}" stroke="#ca8a04" stroke-width="3" fill="none"/>`,
          )
          .join(''),
      )
      .join('') +
    mirror(
      32,
      (x) =>
        `<circle cx="${x}" cy="128" r="30" fill="#fef3c7"/><circle cx="${x}" cy="128" r="17" fill="#f59e0b"/>` +
        `<circle cx="${x}" cy="128" r="9" fill="${INK}"/><circle cx="${x + 4}" cy="124" r="3.5" fill="#fff"/>`,
    ) +
    `<path d="M${C - 11} 152 L${C + 11} 152 L${C} 172 Z" fill="#f97316"/>`
  );
};

const frog = () => {
  const skin = '#4ade80';
  return (
    mirror(44, (x) => `<circle cx="${x}" cy="104" r="32" fill="${skin}"/>`) +
    `<ellipse cx="${C}" cy="160" rx="90" ry="62" fill="${skin}"/>` +
    mirror(44, (x) => `<circle cx="${x}" cy="104" r="21" fill="#fff"/>`) +
    mirror(
      44,
      (x) =>
        `<circle cx="${x}" cy="106" r="11" fill="${INK}"/><circle cx="${x + 4}" cy="102" r="4" fill="#fff"/>`,
    ) +
    mirror(8, (x) => `<circle cx="${x}" cy="146" r="3" fill="#15803d"/>`) +
    `<path d="M${C - 52} 166 Q${C} 210 ${C + 52} 166" stroke="#15803d" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    cheeks(168, 66, '#f472b6', 13, 8, 0.9)
  );
};

const rabbit = () =>
  mirror(
    28,
    (x) =>
      `<g transform="rotate(${x < C ? -8 : 8} ${x} 110)"><ellipse cx="${x}" cy="62" rx="20" ry="54" fill="#f3f4f6"/>` +
      `<ellipse cx="${x}" cy="66" rx="10" ry="38" fill="#f9a8d4"/></g>`,
  ) +
  `<circle cx="${C}" cy="160" r="68" fill="#f3f4f6"/>` +
  eyes(150, 26, 9) +
  `<ellipse cx="${C}" cy="172" rx="9" ry="6" fill="#f472b6"/>` +
  `<path d="M${C} 178 V186" stroke="${INK}" stroke-width="3"/>` +
  catMouth(186) +
  `<rect x="${C - 9}" y="190" width="8" height="11" rx="2" fill="#fff" stroke="#d1d5db" stroke-width="2"/>` +
  `<rect x="${C + 1}" y="190" width="8" height="11" rx="2" fill="#fff" stroke="#d1d5db" stroke-width="2"/>` +
  cheeks(176, 44);

const penguin = () =>
  `<circle cx="${C}" cy="146" r="78" fill="${INK}"/>` +
  mirror(24, (x) => `<circle cx="${x}" cy="146" r="36" fill="#f8fafc"/>`) +
  `<ellipse cx="${C}" cy="176" rx="54" ry="42" fill="#f8fafc"/>` +
  eyes(144, 26, 9) +
  `<path d="M${C - 15} 166 Q${C} 158 ${C + 15} 166 Q${C} 180 ${C - 15} 166 Z" fill="#f59e0b"/>` +
  cheeks(172, 46, '#fb7185');

const lion = () => {
  const mane = Array.from({ length: 14 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 14;
    return `<circle cx="${(C + 72 * Math.cos(a)).toFixed(1)}" cy="${(140 + 72 * Math.sin(a)).toFixed(1)}" r="28" fill="#b45309"/>`;
  }).join('');
  return (
    mane +
    `<circle cx="${C}" cy="140" r="80" fill="#b45309"/>` +
    mirror(
      42,
      (x) =>
        `<circle cx="${x}" cy="94" r="16" fill="#fbbf24"/><circle cx="${x}" cy="94" r="8" fill="#f59e0b"/>`,
    ) +
    `<circle cx="${C}" cy="146" r="60" fill="#fbbf24"/>` +
    `<ellipse cx="${C}" cy="170" rx="30" ry="22" fill="#fef3c7"/>` +
    eyes(134, 24, 8) +
    `<path d="M${C - 10} 158 H${C + 10} L${C} 170 Z" fill="#7c2d12"/>` +
    catMouth(174, '#7c2d12') +
    cheeks(160, 40, '#fb7185', 9, 6)
  );
};

const robot = () =>
  `<path d="M${C} 72 V46" stroke="#94a3b8" stroke-width="6"/><circle cx="${C}" cy="42" r="10" fill="#f43f5e"/>` +
  mirror(78, (x) => `<rect x="${x - 10}" y="118" width="20" height="40" rx="6" fill="#94a3b8"/>`) +
  `<rect x="58" y="70" width="140" height="132" rx="30" fill="#cbd5e1"/>` +
  `<rect x="74" y="92" width="108" height="84" rx="18" fill="#0f172a"/>` +
  mirror(
    26,
    (x) =>
      `<circle cx="${x}" cy="124" r="11" fill="#22d3ee"/><circle cx="${x + 4}" cy="120" r="3.5" fill="#ecfeff"/>`,
  ) +
  smile(148, 18, '#22d3ee', 5) +
  cheeks(146, 42, '#f472b6', 8, 5) +
  [100, 116, 132, 148]
    .map((x) => `<rect x="${x}" y="184" width="8" height="10" rx="2" fill="#94a3b8"/>`)
    .join('');

// Order is the preset id: a1 … a10. Background colours are chosen to contrast with each character.
const AVATARS = [
  { draw: cat, bg: ['#14b8a6', '#2dd4bf', 'dots'] },
  { draw: bear, bg: ['#fbbf24', '#fcd34d', 'stripes'] },
  { draw: panda, bg: ['#22c55e', '#4ade80', 'triangles'] },
  { draw: fox, bg: ['#7c3aed', '#8b5cf6', 'rings'] },
  { draw: owl, bg: ['#1e3a8a', '#fde047', 'stars'] },
  { draw: frog, bg: ['#f472b6', '#f9a8d4', 'waves'] },
  { draw: rabbit, bg: ['#0ea5e9', '#38bdf8', 'checker'] },
  { draw: penguin, bg: ['#fb7185', '#fda4af', 'zigzag'] },
  { draw: lion, bg: ['#ef4444', '#f87171', 'rays'] },
  { draw: robot, bg: ['#4f46e5', '#6366f1', 'grid'] },
];

const svg = (body, size = SIZE) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`;

// ---- app icon: a white ring with a Q tail and an orbiting spark on the brand indigo ----

function iconBody({ maskable }) {
  const bg = maskable
    ? '<rect width="512" height="512" fill="url(#g)"/>'
    : '<rect width="512" height="512" rx="112" fill="url(#g)"/>';
  // A maskable icon may be cropped to a circle of 80 % of its size, so its drawing is scaled into that safe zone.
  const scale = maskable ? 0.78 : 1;
  const mark =
    '<circle cx="240" cy="240" r="124" fill="none" stroke="#fff" stroke-width="52"/>' +
    // The tail starts inside the ring with a flat end so the mark reads as a Q, not a magnifying glass.
    '<path d="M282 282 L380 380" stroke="#fff" stroke-width="56"/><circle cx="380" cy="380" r="28" fill="#fff"/>' +
    '<circle cx="328" cy="152" r="34" fill="#fbbf24" stroke="#4f46e5" stroke-width="14"/>';
  return (
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    '<stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#4f46e5"/></linearGradient></defs>' +
    bg +
    `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">${mark}</g>`
  );
}

async function png(svgText, file, size) {
  await sharp(Buffer.from(svgText))
    .resize(size, size)
    .png({ palette: true, compressionLevel: 9 })
    .toFile(file);
}

async function main() {
  await mkdir(AVATAR_DIR, { recursive: true });
  await mkdir(`${PUBLIC_DIR}/sound`, { recursive: true });

  for (const [i, { draw, bg }] of AVATARS.entries()) {
    const [base, accent, kind] = bg;
    await png(svg(background(base, accent, kind) + draw()), `${AVATAR_DIR}/a${i + 1}.png`, SIZE);
  }

  const icon = svg(iconBody({ maskable: false }), 512);
  await writeFile(`${PUBLIC_DIR}/icon.svg`, `${icon}\n`);
  await png(icon, `${PUBLIC_DIR}/icon-192.png`, 192);
  await png(icon, `${PUBLIC_DIR}/icon-512.png`, 512);
  await png(svg(iconBody({ maskable: true }), 512), `${PUBLIC_DIR}/icon-maskable-512.png`, 512);

  await writeSounds(`${PUBLIC_DIR}/sound`);
  console.log('Assets written: 10 avatars, 3 icons + icon.svg, 5 sounds.');
}

await main();
