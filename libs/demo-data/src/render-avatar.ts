import sharp from 'sharp';
import type { Gender } from '@matri/contracts';
import { createRandom } from './random';

export const AVATAR_SIZE_PX = 512;
const SIZE = AVATAR_SIZE_PX;
const skinTones = ['#8d5524', '#a86b3c', '#c68642', '#d19a6a', '#e0ac69', '#b87a4b', '#9c6b43'];
const hairColours = ['#1b1b1b', '#2a1d15', '#3b2a20', '#141414'];
const clothing = ['#7a1f3d', '#1f4e79', '#2e7d32', '#b45309', '#6b21a8', '#0f766e', '#9f1239', '#334155'];
const backgrounds = [
  ['#fde68a', '#fca5a5'],
  ['#bfdbfe', '#c7d2fe'],
  ['#bbf7d0', '#a5f3fc'],
  ['#fbcfe8', '#ddd6fe'],
  ['#fed7aa', '#fef3c7'],
];

/**
 * An illustrated portrait (never a real person's face) for a demo member: a soft background, shoulders in a
 * coloured top, a face with one of several skin tones, and hair; Sikh men wear a turban.
 */
function avatarSvg(seed: number, gender: Gender, wearsTurban: boolean): string {
  const random = createRandom(seed);
  const [from, to] = random.pick(backgrounds);
  const skin = random.pick(skinTones);
  const hair = random.pick(hairColours);
  const top = random.pick(clothing);
  const turban = random.pick(['#b91c1c', '#1e3a8a', '#f59e0b', '#0f172a', '#be185d', '#f97316']);
  const headY = 220 + random.int(-8, 8);
  const longHair = `<path d="M166 ${headY} q0 -118 90 -118 q90 0 90 118 l18 190 h-216 z" fill="${hair}"/>`;
  const shortHair = `<path d="M178 ${headY - 6} q0 -98 78 -98 q78 0 78 98 q-20 -52 -78 -52 q-58 0 -78 52 z" fill="${hair}"/>`;
  const turbanShape = `<path d="M170 ${headY - 20} q0 -104 86 -104 q86 0 86 104 q-40 -30 -86 -30 q-46 0 -86 30 z" fill="${turban}"/>`;
  const back = gender === 'female' ? longHair : '';
  const front = wearsTurban
    ? turbanShape
    : gender === 'female'
      ? `<path d="M180 ${headY - 10} q10 -80 76 -80 q66 0 76 80 q-30 -40 -76 -40 q-46 0 -76 40 z" fill="${hair}"/>`
      : shortHair;
  const beard = wearsTurban
    ? `<path d="M196 ${headY + 20} q60 110 120 0 q-10 70 -60 74 q-50 -4 -60 -74 z" fill="${hair}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
  ${back}
  <path d="M96 512 q0 -150 160 -150 q160 0 160 150 z" fill="${top}"/>
  <rect x="226" y="${headY + 60}" width="60" height="70" rx="24" fill="${skin}"/>
  <ellipse cx="256" cy="${headY}" rx="76" ry="92" fill="${skin}"/>
  ${beard}
  ${front}
  <ellipse cx="228" cy="${headY + 4}" rx="7" ry="8" fill="#1f1f1f"/>
  <ellipse cx="284" cy="${headY + 4}" rx="7" ry="8" fill="#1f1f1f"/>
  <path d="M234 ${headY + 44} q22 16 44 0" stroke="#5b2c1a" stroke-width="5" fill="none" stroke-linecap="round"/>
</svg>`;
}

/** The avatar as a 512×512 WebP, ready for the photo store. */
export function renderAvatar(seed: number, gender: Gender, wearsTurban: boolean): Promise<Buffer> {
  return sharp(Buffer.from(avatarSvg(seed, gender, wearsTurban)))
    .webp({ quality: 80 })
    .toBuffer();
}
