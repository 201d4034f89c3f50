/**
 * Photos for the demo menu, drawn at seed time (no network): a dish on its plate, a drink in its
 * glass or a cup on its saucer, seen from above or the side, in the colours of its category and
 * varied by the dish's name, so a fresh install shows cards, sizes and progressive loading for real.
 */
import sharp from 'sharp';

export type Vessel = 'plate' | 'glass' | 'cup';

export interface PhotoLook {
  vessel: Vessel;
  /** The food's or the drink's colours, the first one dominant. */
  colours: readonly string[];
}

// Drawn on a 1200 x 900 canvas, rendered at 960 x 720: sharp enough for every size the menu asks
// for, and a third quicker to draw at start-up.
const WIDTH = 1200;
const HEIGHT = 900;
const RENDERED = { width: 960, height: 720 };

/** The same name always gives the same photo: FNV-1a into a small, seeded generator (mulberry32). */
function randomFor(name: string): () => number {
  let seed = 0x811c9dc5;
  for (const char of name) seed = Math.imul(seed ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const round = (value: number) => Math.round(value * 10) / 10;

function tableTop(random: () => number): string {
  const [light, dark] = pick(random, [
    ['#8a6a4f', '#4a3526'],
    ['#6f7378', '#34373b'],
    ['#a88b6a', '#5d4630'],
  ]);
  const grain = Array.from({ length: 9 }, (_, index) => {
    const y = round(index * 100 + random() * 60);
    return `<path d="M0 ${y} C300 ${round(y + random() * 40 - 20)} 900 ${round(y + random() * 40 - 20)} 1200 ${y}" stroke="#000" stroke-opacity="0.08" stroke-width="${round(2 + random() * 6)}" fill="none"/>`;
  }).join('');
  return `<radialGradient id="table" cx="50%" cy="40%" r="80%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient>
    </defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#table)"/>${grain}`;
}

const SHADOW = `<radialGradient id="shadow"><stop offset="0.75" stop-color="#000" stop-opacity="0.4"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;

function food(random: () => number, colours: readonly string[], radius: number, cx: number, cy: number): string {
  const pieces = 12 + Math.floor(random() * 6);
  return Array.from({ length: pieces }, () => {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * radius * 0.7;
    const x = round(cx + Math.cos(angle) * distance);
    const y = round(cy + Math.sin(angle) * distance);
    const rx = round(radius * (0.2 + random() * 0.2));
    const ry = round(rx * (0.55 + random() * 0.4));
    const rotation = Math.round(random() * 180);
    const colour = pick(random, colours);
    return `<g transform="rotate(${rotation} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${colour}"/><ellipse cx="${round(x - rx * 0.25)}" cy="${round(y - ry * 0.3)}" rx="${round(rx * 0.45)}" ry="${round(ry * 0.35)}" fill="#fff" fill-opacity="0.18"/></g>`;
  }).join('');
}

function herbs(random: () => number, cx: number, cy: number, radius: number): string {
  return Array.from({ length: 14 }, () => {
    const angle = random() * Math.PI * 2;
    const distance = random() * radius;
    return `<circle cx="${round(cx + Math.cos(angle) * distance)}" cy="${round(cy + Math.sin(angle) * distance)}" r="${round(5 + random() * 7)}" fill="#5f8a3a"/>`;
  }).join('');
}

function plate(random: () => number, colours: readonly string[]): string {
  const cx = 600 + round(random() * 40 - 20);
  const cy = 450 + round(random() * 30 - 15);
  return `<defs>${SHADOW}<radialGradient id="plate" cx="45%" cy="40%" r="60%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e4ded4"/></radialGradient>${tableTop(random)}
    <ellipse cx="${cx + 25}" cy="${cy + 30}" rx="400" ry="390" fill="url(#shadow)"/>
    <circle cx="${cx}" cy="${cy}" r="360" fill="url(#plate)"/>
    <circle cx="${cx}" cy="${cy}" r="268" fill="none" stroke="#d8d0c4" stroke-width="6"/>
    ${food(random, colours, 290, cx, cy)}${herbs(random, cx, cy, 220)}`;
}

function glass(random: () => number, colours: readonly string[]): string {
  const liquid = colours[0] ?? '#c8891c';
  // A second colour is a head of foam, and foam comes with bubbles.
  const top = colours[1];
  const cx = 600 + round(random() * 60 - 30);
  const level = round(330 + random() * 90);
  const bubbles = Array.from(
    { length: 18 },
    () => `<circle cx="${round(cx - 120 + random() * 240)}" cy="${round(level + 30 + random() * 380)}" r="${round(3 + random() * 6)}" fill="#fff" fill-opacity="0.35"/>`,
  ).join('');
  return `<defs>${SHADOW}<linearGradient id="liquid" x1="0" x2="1"><stop offset="0" stop-color="${liquid}" stop-opacity="0.8"/><stop offset="0.5" stop-color="${liquid}"/><stop offset="1" stop-color="${liquid}" stop-opacity="0.75"/></linearGradient>${tableTop(random)}
    <ellipse cx="${cx}" cy="835" rx="230" ry="45" fill="url(#shadow)"/>
    <path d="M${cx - 190} 150 L${cx - 150} 820 L${cx + 150} 820 L${cx + 190} 150 Z" fill="#fff" fill-opacity="0.12"/>
    <path d="M${cx - 190 + (level - 150) * 0.06} ${level} L${cx - 150} 820 L${cx + 150} 820 L${cx + 190 - (level - 150) * 0.06} ${level} Z" fill="url(#liquid)"/>
    ${top ? `<rect x="${cx - 185 + (level - 150) * 0.06}" y="${level - 55}" width="${370 - (level - 150) * 0.12}" height="60" rx="24" fill="${top}"/>${bubbles}` : ''}
    <path d="M${cx - 190} 150 L${cx - 150} 820 L${cx + 150} 820 L${cx + 190} 150" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="8"/>
    <path d="M${cx - 150} 200 L${cx - 118} 760" stroke="#fff" stroke-opacity="0.35" stroke-width="14" stroke-linecap="round"/>`;
}

function cup(random: () => number, colours: readonly string[]): string {
  const drink = colours[0] ?? '#5a3a22';
  const crema = colours[1] ?? '#b07a45';
  const cx = 560 + round(random() * 60);
  const cy = 450 + round(random() * 30 - 15);
  return `<defs>${SHADOW}<radialGradient id="drink" cx="45%" cy="40%" r="60%"><stop offset="0" stop-color="${crema}"/><stop offset="0.7" stop-color="${drink}"/></radialGradient>${tableTop(random)}
    <ellipse cx="${cx + 20}" cy="${cy + 25}" rx="360" ry="350" fill="url(#shadow)"/>
    <circle cx="${cx}" cy="${cy}" r="320" fill="#f3efe8"/>
    <circle cx="${cx}" cy="${cy}" r="230" fill="#ffffff" stroke="#ddd5ca" stroke-width="8"/>
    <rect x="${cx + 215}" y="${cy - 40}" width="120" height="80" rx="40" fill="#ffffff" stroke="#ddd5ca" stroke-width="8"/>
    <circle cx="${cx}" cy="${cy}" r="190" fill="url(#drink)"/>
    <circle cx="${cx - 40}" cy="${cy - 50}" r="40" fill="#fff" fill-opacity="0.15"/>`;
}

const DRAW: Record<Vessel, (random: () => number, colours: readonly string[]) => string> = { plate, glass, cup };

export function demoPhotoSvg(name: string, look: PhotoLook): string {
  const body = DRAW[look.vessel](randomFor(name), look.colours);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${RENDERED.width}" height="${RENDERED.height}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;
}

/** A 960 x 720 JPEG, as a phone would upload it. */
export function renderDemoPhoto(name: string, look: PhotoLook): Promise<Buffer> {
  return sharp(Buffer.from(demoPhotoSvg(name, look)))
    .jpeg({ quality: 82 })
    .toBuffer();
}
