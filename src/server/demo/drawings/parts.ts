/*
 * Shared pieces of the demo drawings. Every drawing is an SVG fragment in a local frame of about ±260
 * around the origin, using the template's colour classes (demo-images.ts): m main, d dark, l light,
 * a accent, w white, h highlight, g graphite, k steel, p clear plastic, s and t strokes. Materials that buyers know by
 * their colour (kraft, wood, dates, hi-vis yellow) are written as fixed colours instead.
 */

export const kraft = { top: '#dcae72', left: '#c58c4c', right: '#a8723a', tape: '#efd3a2' } as const;
export const wood = { light: '#d6a66a', mid: '#b98249', dark: '#8a5a2b' } as const;

/** A wheel with its hub, for trucks, vans, tillers and carts. */
export const wheel = (cx: number, cy: number, r: number) =>
  `<circle class="g" cx="${cx}" cy="${cy}" r="${r}"/><circle class="k" cx="${cx}" cy="${cy}" r="${Math.round(r * 0.45)}"/>`;

/** A plastic bottle with a cap, standing on y = 245 at x, scaled. */
export const bottle = (x: number, scale: number, body = 'l', cap = 'a') =>
  `<g transform="translate(${x} 0) scale(${scale})" >` +
  `<rect class="${cap}" x="-36" y="-262" width="72" height="52" rx="10"/>` +
  `<path class="${body}" d="M-34 -212H34V-175C34 -140 95 -132 95 -80V210Q95 245 60 245H-60Q-95 245 -95 210V-80C-95 -132 -34 -140 -34 -175Z"/>` +
  '<rect class="m" x="-95" y="0" width="190" height="120"/>' +
  '<rect class="h" x="45" y="-90" width="20" height="300" rx="10"/></g>';

/** A sack seen from the front, its emblem given as an SVG fragment centred near (0, 40). */
export const sack = (emblem: string, body = 'l', tie = 'd') =>
  `<path class="${body}" d="M-165 -170Q0 -205 165 -170Q215 20 195 200Q0 262 -195 200Q-215 20 -165 -170Z"/>` +
  `<path class="${tie}" d="M-165 -170L-185 -240Q-90 -215 0 -228Q90 -215 185 -240L165 -170Q0 -200 -165 -170Z"/>` +
  '<path class="s" style="stroke-width:10;opacity:.35" d="M-150 -120Q0 -150 150 -120"/>' +
  `<rect class="w" x="-130" y="-70" width="260" height="220" rx="24"/>${emblem}`;

/** A roll lying on its side (film, kraft paper): body, end face, core and a sheet pulled from it. */
export const roll = (body: string, end: string, core: string, sheetOpacity: number) =>
  `<path fill="${body}" fill-opacity="${sheetOpacity}" d="M-210 100H150L110 250H-250Z"/>` +
  `<rect fill="${body}" x="-210" y="-130" width="360" height="240"/>` +
  `<ellipse fill="${end}" cx="150" cy="-10" rx="62" ry="120"/>` +
  `<ellipse fill="${body}" cx="-210" cy="-10" rx="62" ry="120"/>` +
  `<rect fill="${core}" x="150" y="-38" width="90" height="56"/><ellipse fill="${core}" cx="240" cy="-10" rx="14" ry="28"/>` +
  `<ellipse fill="#6d4a25" cx="150" cy="-10" rx="16" ry="30"/>` +
  '<rect class="h" x="-190" y="-100" width="320" height="26" rx="13"/>';

/** A document page with text lines, at its own position. */
export const page = (x: number, y: number, w: number, h: number, rotate = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate})">` +
  `<rect class="w" style="fill-opacity:1" x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="14"/>` +
  `<g class="d" opacity=".3">${[0, 1, 2, 3, 4]
    .filter((line) => -h / 2 + 60 + line * 44 < h / 2 - 50)
    .map(
      (line) =>
        `<rect x="${-w / 2 + 34}" y="${-h / 2 + 50 + line * 44}" width="${line % 2 ? w - 110 : w - 68}" height="16" rx="8"/>`,
    )
    .join('')}</g></g>`;

/** A person seen from the waist up: head and shoulders. */
export const person = (x: number, y: number, scale: number, body = 'm') =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><circle class="l" cy="-70" r="52"/>` +
  `<path class="${body}" d="M-95 90Q-95 -5 0 -5Q95 -5 95 90Z"/></g>`;
