import { bottle, kraft, page, roll, sack, wood } from './parts.js';

/** Packaging and raw materials: what a factory or a shop buys to pack and make its goods. */
export const packagingDrawings = {
  'carton-box':
    `<path fill="${kraft.top}" d="M0 -230L230 -115L0 0L-230 -115Z"/><path fill="${kraft.left}" d="M-230 -115L0 0V260L-230 145Z"/>` +
    `<path fill="${kraft.right}" d="M0 0L230 -115V145L0 260Z"/>` +
    `<path fill="${kraft.tape}" d="M-97 -181.5L133 -66.5L97 -48.5L-133 -163.5Z"/><path fill="${kraft.tape}" d="M97 -48.5L133 -66.5V40L97 58Z"/>` +
    '<path class="w" d="M-200 -20L-60 50V140L-200 70Z"/><path class="s" style="stroke-width:9" d="M-175 20L-85 65M-175 50L-110 82"/>' +
    '<path class="s" style="stroke:#7a4c1f;stroke-width:10;opacity:.7" d="M180 10V-40M165 -25L180 -40L195 -25"/>',
  'plastic-bottles': bottle(-120, 0.82, 'p', 'a') + bottle(120, 0.82, 'p', 'a') + bottle(0, 0.95, 'p', 'd'),
  jerrycan:
    '<path class="s" style="stroke:#d4dae2;stroke-width:44" d="M-140 -160V-225H50V-160"/>' +
    '<rect fill="#eef1f4" x="-190" y="-175" width="380" height="425" rx="46"/><rect fill="#d3d9e1" x="115" y="-175" width="75" height="425" rx="36"/>' +
    '<rect class="a" x="85" y="-245" width="85" height="78" rx="14"/><rect class="m" x="-140" y="-40" width="230" height="180" rx="18"/>' +
    '<rect class="w" x="-110" y="-5" width="170" height="22" rx="11"/><rect class="w" x="-110" y="40" width="120" height="22" rx="11"/>',
  'foil-container':
    '<path fill="#aeb5bf" d="M-225 -60H225L190 110H-190Z" transform="translate(30 -90) scale(.86)"/>' +
    '<path fill="#c9cfd7" d="M-255 -30H255L210 200H-210Z"/><rect fill="#e6eaef" x="-272" y="-58" width="544" height="40" rx="12"/>' +
    '<path stroke="#f4f6f8" stroke-width="10" stroke-linecap="round" opacity=".8" d="M-180 10L-150 170M-90 10L-75 170M0 10V170M90 10L75 170M180 10L150 170"/>' +
    '<g transform="translate(-10 -170) rotate(-7)"><rect fill="#f3eee2" x="-240" y="-40" width="480" height="62" rx="10"/><rect fill="#c9cfd7" x="-240" y="14" width="480" height="14" rx="7"/></g>',
  'paper-bag':
    '<path fill="none" stroke="#8a5a2b" stroke-width="18" stroke-linecap="round" d="M-115 -110Q-115 -250 -20 -250Q75 -250 75 -110"/>' +
    `<path fill="${kraft.left}" d="M-205 -130H140L165 250H-225Z"/><path fill="${kraft.right}" d="M140 -130L225 -95L240 225L165 250Z"/>` +
    `<path fill="${kraft.top}" d="M-205 -130H140L138 -95H-207Z"/>` +
    '<circle class="w" cx="-30" cy="75" r="72"/><path class="m" d="M-30 25C15 45 15 95 -30 125C-75 95 -75 45 -30 25Z"/>',
  'label-roll':
    '<rect class="l" x="-60" y="120" width="320" height="110" rx="6"/>' +
    '<rect class="w" style="fill-opacity:1" x="20" y="137" width="100" height="76" rx="12"/><rect class="w" style="fill-opacity:1" x="140" y="137" width="100" height="76" rx="12"/>' +
    '<circle fill="#f5f2ea" cx="-60" cy="-40" r="195"/><circle class="m" cx="-60" cy="-40" r="195" fill-opacity=".25"/>' +
    '<circle fill="none" stroke="#d9d3c4" stroke-width="6" cx="-60" cy="-40" r="150"/><circle fill="none" stroke="#d9d3c4" stroke-width="6" cx="-60" cy="-40" r="110"/>' +
    '<circle class="d" cx="-60" cy="-40" r="72"/><circle fill="#fff" fill-opacity=".5" cx="-60" cy="-40" r="48"/>',
  'stretch-film': roll('#cfe3f0', '#e8f2f9', '#c58c4c', 0.65),
  'paper-roll': roll(kraft.left, kraft.top, kraft.right, 1),
  'copy-paper':
    [90, 10, -70]
      .map(
        (y, index) =>
          `<path fill="#fbfbfa" d="M0 ${y - 115}L230 ${y}L0 ${y + 115}L-230 ${y}Z"/>` +
          `<path class="${index === 1 ? 'a' : 'm'}" d="M-230 ${y}L0 ${y + 115}V${y + 185}L-230 ${y + 70}Z"/>` +
          `<path fill="#fff" fill-opacity=".85" d="M-170 ${y + 45}L-60 ${y + 100}V${y + 130}L-170 ${y + 75}Z"/>` +
          `<path fill="#dfe3e8" d="M0 ${y + 115}L230 ${y}V${y + 70}L0 ${y + 185}Z"/>`,
      )
      .join('') + page(40, -150, 170, 120, -12),
  pallet:
    [-230, -120, -10, 100]
      .map((x) => `<path fill="${wood.light}" d="M${x} -30H${x + 90}L${x + 170} -130H${x + 80}Z"/>`)
      .join('') +
    `<rect fill="${wood.mid}" x="-240" y="-30" width="440" height="34"/><path fill="${wood.dark}" d="M200 -30L280 -130V-96L200 4Z"/>` +
    [-240, -30, 150]
      .map(
        (x) =>
          `<rect fill="${wood.mid}" x="${x}" y="4" width="50" height="80"/><rect fill="${wood.dark}" x="${x + 50}" y="4" width="16" height="80"/>`,
      )
      .join('') +
    `<rect fill="${wood.light}" x="-250" y="84" width="466" height="34"/>` +
    '<path class="s" style="stroke:#7a4c1f;stroke-width:6;opacity:.5" d="M-200 -13H160M-220 101H190"/>',
  granules: sack(
    [
      [-60, 20],
      [0, 0],
      [60, 25],
      [-30, 70],
      [35, 80],
      [-80, 95],
      [90, 85],
      [5, 120],
    ]
      .map(([cx, cy]) => `<ellipse class="m" cx="${cx}" cy="${cy}" rx="26" ry="21"/>`)
      .join(''),
    'k',
  ),
  'chemical-sack': sack(
    '<path class="a" d="M0 -40L90 50L0 140L-90 50Z"/><path fill="#fff" d="M0 -12L62 50L0 112L-62 50Z"/>' +
      '<path class="s" style="stroke-width:14" d="M-30 20L30 80M30 20L-30 80"/>',
    'w',
    'm',
  ),
  drum:
    '<rect class="m" x="-170" y="-210" width="340" height="450" rx="30"/><ellipse class="l" cy="-210" rx="170" ry="38"/>' +
    '<ellipse class="d" cx="80" cy="-214" rx="30" ry="9"/><rect class="d" x="-170" y="-70" width="340" height="22"/><rect class="d" x="-170" y="90" width="340" height="22"/>' +
    '<rect class="w" x="-90" y="-30" width="180" height="100" rx="10"/><path class="a" d="M0 -10L40 50H-40Z"/><rect class="h" x="110" y="-190" width="24" height="410" rx="12"/>',
  rebar:
    [-160, -80, 0, 80, 160, -120, -40, 40, 120]
      .map((y, index) => {
        const row = index < 5 ? 0 : 1;
        return `<g transform="translate(${row * 30 - 15} ${row ? y / 2 - 10 : y / 2 + 60}) rotate(-18)"><rect class="g" x="-270" y="-16" width="540" height="32" rx="16"/>${[-220, -150, -80, -10, 60, 130, 200].map((x) => `<rect fill="#5a5f6b" x="${x}" y="-16" width="10" height="32" transform="skewX(-25)"/>`).join('')}<ellipse class="k" cx="270" rx="10" ry="16"/></g>`;
      })
      .join('') + '<rect class="a" x="-60" y="-110" width="34" height="240" rx="8" transform="rotate(-18)"/>',
  'metal-sheet':
    [60, 0, -60]
      .map(
        (y) =>
          `<path fill="#9aa3ae" d="M-250 ${y + 100}L40 ${y + 180}V${y + 200}L-250 ${y + 120}Z"/><path fill="#7f8894" d="M40 ${y + 180}L260 ${y + 40}V${y + 60}L40 ${y + 200}Z"/>` +
          `<path fill="#d9dee5" d="M-250 ${y + 100}L-30 ${y - 40}L260 ${y + 40}L40 ${y + 180}Z"/>`,
      )
      .join('') + '<path fill="#fff" opacity=".5" d="M-120 20L-40 -30L120 15L40 65Z"/>',
} satisfies Record<string, string>;
