import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { familyFor, type ListingNames } from './demo-image-families.js';
import { drawings, type DrawingFamily } from './drawings/index.js';

/*
 * Illustrations for the demo catalog: a soft background, a shadow and a flat drawing of what the
 * listing sells (drawings/), in the colours of its category. No <text>: fonts may be missing on CI
 * machines and in the container. The seed shifts the hue, the background pattern, the angle and the
 * size a little, so that a page of results of one family does not look copy-pasted.
 */

export const imageSize = 1200;

/** What an illustration depends on besides its seed: the drawing and the hue (0–360) of the category. */
export interface ImagePalette {
  readonly family: DrawingFamily;
  readonly hue: number;
}

/** Main category slug → hue of its drawings. */
const categoryHues: Record<string, number> = {
  'agriculture-pets': 110,
  'beauty-personal-care': 330,
  'fashion-accessories': 280,
  'food-beverages-health': 30,
  'home-living': 195,
  'hardware-tools': 40,
  'packaging-raw-materials': 25,
  'energy-sustainability': 150,
  'business-marketing': 220,
  'software-it': 250,
  'shipping-logistics': 205,
  design: 300,
  'manufacturing-packaging': 15,
  'technical-repair': 185,
  'legal-compliance': 235,
};

/**
 * The palette of a listing with these names in `subcategorySlug` of the main category `mainSlug`: the
 * drawing of its product family (demo-image-families.ts), in the hue of its category.
 */
export function paletteFor(
  mainSlug: string,
  subcategorySlug: string,
  names: ListingNames = { nameAr: '', nameEn: '' },
): ImagePalette {
  return { hue: categoryHues[mainSlug] ?? 210, family: familyFor(subcategorySlug, names) };
}

/** A small deterministic generator (mulberry32) seeded from a hash of the seed string. */
function randomFrom(seed: string) {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(((hue % 360) + 360) % 360)},${saturation}%,${lightness}%)`;

/** Drawings that read wrong mirrored (a letter). */
const unmirrored: ReadonlySet<DrawingFamily> = new Set(['trademark']);

/** Background patterns, in white over the gradient; one is picked by the seed. */
const backgroundPatterns: readonly ((between: (low: number, high: number) => number) => string)[] = [
  (between) =>
    Array.from({ length: 5 }, () => {
      const [cx, cy, r] = [between(0, 1200), between(0, 1200), between(60, 300)];
      return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill-opacity="${between(0.1, 0.22).toFixed(2)}"/>`;
    }).join(''),
  (between) => {
    const offset = between(0, 60);
    const dots: string[] = [];
    for (let y = offset; y < 1200; y += 80)
      for (let x = (y / 80) % 2 ? 40 : 0; x < 1200; x += 80)
        dots.push(`<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="9"/>`);
    return `<g fill-opacity=".3">${dots.join('')}</g>`;
  },
  (between) =>
    `<g fill-opacity=".16" transform="rotate(${between(-50, -30).toFixed(0)} 600 600)">${Array.from(
      { length: 12 },
      (_, index) => `<rect x="-400" y="${index * 180 - 400}" width="2000" height="70"/>`,
    ).join('')}</g>`,
  (between) =>
    `<circle cx="${between(150, 1050).toFixed(0)}" cy="${between(150, 400).toFixed(0)}" r="${between(380, 520).toFixed(0)}" fill-opacity=".28"/>` +
    `<circle cx="${between(100, 1100).toFixed(0)}" cy="1150" r="${between(250, 380).toFixed(0)}" fill-opacity=".18"/>`,
];

/**
 * The single template: gradient background with a pattern, a shadow and the drawing, whose classes
 * take the colours (m main gradient, d dark, l light, a accent, w white, h highlight, g graphite,
 * k steel, s and t strokes).
 */
export function svgFor(seed: string, palette: ImagePalette): string {
  const random = randomFrom(seed);
  const between = (low: number, high: number) => low + random() * (high - low);
  const hue = palette.hue + between(-30, 30);
  const accentHue = hue + (random() < 0.5 ? 150 : 200);
  const angle = between(0, Math.PI * 2);
  const [x1, y1] = [0.5 + Math.cos(angle) / 2, 0.5 + Math.sin(angle) / 2];
  const pattern = backgroundPatterns[Math.floor(between(0, backgroundPatterns.length))]!(between);
  const tilt = between(-3, 3).toFixed(1);
  // Cards show the square image cropped to a 160 px high band (about 2.2:1 on a phone), so the drawing
  // (±260 around its origin) stays within the middle 540 px of the 1200.
  const scale = between(0.94, 1.0);
  // Mirrored half of the time, but for drawings with a letter in them.
  const flip = random() < 0.5 && !unmirrored.has(palette.family) ? -1 : 1;
  const main = hsl(hue, 58, 50);
  const colours = {
    bgFrom: hsl(hue - 20, 60, 94),
    bgTo: hsl(hue + 25, 45, 82),
    mainLight: hsl(hue, 62, 62),
    dark: hsl(hue, 52, 30),
    light: hsl(hue, 70, 82),
    accent: hsl(accentHue, 70, 55),
  };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${imageSize}" height="${imageSize}" viewBox="0 0 1200 1200">` +
    '<defs>' +
    `<linearGradient id="bg" x1="${x1.toFixed(3)}" y1="${y1.toFixed(3)}" x2="${(1 - x1).toFixed(3)}" y2="${(1 - y1).toFixed(3)}">` +
    `<stop offset="0" stop-color="${colours.bgFrom}"/><stop offset="1" stop-color="${colours.bgTo}"/></linearGradient>` +
    `<linearGradient id="mg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.mainLight}"/><stop offset="1" stop-color="${main}"/></linearGradient>` +
    '<radialGradient id="shadow"><stop offset="0" stop-color="#1b1d26" stop-opacity=".3"/><stop offset="1" stop-color="#1b1d26" stop-opacity="0"/></radialGradient>' +
    `<style>.m{fill:url(#mg)}.d{fill:${colours.dark}}.l{fill:${colours.light}}.a{fill:${colours.accent}}` +
    '.p{fill:#d3eaf6}.w{fill:#fff;fill-opacity:.92}.h{fill:#fff;fill-opacity:.3}.g{fill:#33363f}.k{fill:#c3c9d2}' +
    `.s{fill:none;stroke:${colours.dark};stroke-linecap:round;stroke-linejoin:round}` +
    `.t{fill:none;stroke:${colours.accent};stroke-linecap:round;stroke-linejoin:round}</style>` +
    '</defs>' +
    '<rect width="1200" height="1200" fill="url(#bg)"/>' +
    `<g fill="#fff">${pattern}</g>` +
    `<ellipse cx="600" cy="${(600 + 250 * scale).toFixed(0)}" rx="${(300 * scale).toFixed(0)}" ry="${(30 * scale).toFixed(0)}" fill="url(#shadow)"/>` +
    `<g transform="translate(600 600) rotate(${tilt}) scale(${(flip * scale).toFixed(3)} ${scale.toFixed(3)})">${drawings[palette.family]}</g>` +
    '</svg>'
  );
}

/**
 * A 1200×1200 PNG illustration for a demo listing, the same for the same seed and palette. Light PNG
 * compression: the upload is re-encoded to WebP anyway, and it stays well under the 5 MB limit.
 */
export async function drawListingImage(seed: string, palette: ImagePalette): Promise<Buffer> {
  return sharp(Buffer.from(svgFor(seed, palette)))
    .png({ compressionLevel: 2, adaptiveFiltering: false })
    .toBuffer();
}
