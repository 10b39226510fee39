import { bottle, kraft, sack } from './parts.js';

const date = { fill: '#6b3518', shine: '#9a5a2e' } as const;
const dateFruit = (x: number, y: number, angle: number) =>
  `<g transform="translate(${x} ${y}) rotate(${angle})"><ellipse fill="${date.fill}" rx="34" ry="56"/>` +
  `<ellipse fill="${date.shine}" cx="-10" cy="-16" rx="9" ry="20"/><rect fill="#c8a04a" x="-8" y="-64" width="16" height="12" rx="4"/></g>`;
const bean = (x: number, y: number, angle: number, fill = '#6b3a1e') =>
  `<g transform="translate(${x} ${y}) rotate(${angle})"><ellipse fill="${fill}" rx="30" ry="40"/>` +
  '<path fill="none" stroke="#2e160a" stroke-width="7" stroke-linecap="round" d="M0 -32Q-12 0 0 32"/></g>';

/** Food, drinks, health and medical goods. */
export const foodDrawings = {
  'dates-box':
    '<path class="d" d="M-260 20H260L230 230H-230Z"/><path class="m" d="M-260 20H260L250 70H-250Z"/>' +
    [
      [-190, -10, -20],
      [-115, -25, 12],
      [-40, -15, -8],
      [35, -28, 15],
      [110, -12, -14],
      [185, -22, 10],
      [-150, -85, 70],
      [-60, -90, 100],
      [30, -92, 80],
      [120, -85, 105],
      [-100, -150, 20],
      [0, -155, -15],
      [95, -148, 30],
    ]
      .map(([x, y, angle]) => dateFruit(x!, y!, angle!))
      .join('') +
    '<rect class="w" x="-120" y="110" width="240" height="70" rx="14"/><path class="d" d="M-20 130Q0 115 20 130Q0 170 -20 130Z"/>',
  'coffee-beans':
    '<path class="m" d="M-170 -200H130L170 240H-210Z"/><path class="d" d="M130 -200L200 -170L230 215L170 240Z"/>' +
    '<path class="d" d="M-170 -200H130L140 -160H-174Z"/><rect class="g" x="-190" y="-250" width="340" height="40" rx="8"/>' +
    '<circle class="w" cx="-20" cy="40" r="90"/>' +
    bean(-45, 25, -25) +
    bean(15, 55, 20) +
    bean(-200, 215, -40) +
    bean(-120, 240, 30) +
    bean(230, 250, 15),
  'green-coffee': sack(
    bean(-50, 10, -20, '#9bb36a') +
      bean(30, 0, 25, '#a6bd73') +
      bean(-10, 85, 10, '#8fa85f') +
      bean(70, 90, -30, '#9bb36a'),
    'l',
    'd',
  ),
  'tea-box':
    '<path class="d" d="M-220 -120L-110 -200H250L140 -120Z"/><path class="m" d="M140 -120L250 -200V160L140 240Z"/>' +
    '<rect class="l" x="-220" y="-120" width="360" height="360"/><circle class="w" cx="-40" cy="60" r="100"/>' +
    '<path fill="#3f8f3a" d="M-40 -10C20 10 30 90 -40 130C-110 90 -100 10 -40 -10Z"/><path fill="none" stroke="#fff" stroke-width="6" d="M-40 0V120"/>' +
    '<g transform="translate(150 -170) rotate(12)"><path class="s" style="stroke:#8a909c;stroke-width:5" d="M0 -90V0"/><rect class="w" style="fill-opacity:1" x="-50" y="0" width="100" height="120" rx="10"/><rect fill="#7db35a" x="-38" y="15" width="76" height="90" rx="6"/><rect class="a" x="-22" y="-120" width="44" height="34" rx="4"/></g>',
  sweets:
    '<ellipse class="d" cy="120" rx="265" ry="110"/><ellipse class="m" cy="100" rx="265" ry="110"/><ellipse class="l" cy="95" rx="230" ry="88"/>' +
    [
      [-130, 70],
      [-10, 50],
      [110, 70],
      [-70, 130],
      [50, 130],
      [-40, -20],
      [70, -10],
    ]
      .map(
        ([x, y]) =>
          `<g transform="translate(${x} ${y})"><ellipse fill="#b9803d" cy="14" rx="66" ry="40"/><ellipse fill="#e4b36e" rx="66" ry="40"/>` +
          '<path fill="none" stroke="#b9803d" stroke-width="6" d="M-40 -10L-20 10M-10 -20L10 0M20 -14L40 6M-30 14L-10 30"/></g>',
      )
      .join(''),
  spices:
    [
      [-150, 70, '#d9a23a'],
      [150, 70, '#b5432d'],
      [0, -10, '#7a8f3a'],
    ]
      .map(
        ([x, y, spice]) =>
          `<g transform="translate(${x} ${y})"><path fill="${spice}" d="M-120 0Q-100 -110 0 -120Q100 -110 120 0Z"/>` +
          `<path class="m" d="M-140 -5H140Q130 140 0 150Q-130 140 -140 -5Z"/><path class="d" d="M-140 -5H140V20H-140Z" opacity=".5"/></g>`,
      )
      .join('') +
    '<g fill="#4f7a2a"><ellipse cx="-20" cy="-120" rx="16" ry="24" transform="rotate(-20 -20 -120)"/><ellipse cx="20" cy="-130" rx="16" ry="24" transform="rotate(25 20 -130)"/></g>',
  'grain-sack': sack(
    '<g fill="#f3e6c8" stroke="#cdb37a" stroke-width="4">' +
      [
        [-60, 20, -30],
        [-10, 0, 20],
        [45, 25, -50],
        [-35, 75, 60],
        [20, 70, -10],
        [75, 80, 40],
        [-80, 110, 10],
        [0, 120, -40],
      ]
        .map(
          ([x, y, a]) => `<ellipse cx="${x}" cy="${y}" rx="26" ry="11" transform="rotate(${a} ${x} ${y})"/>`,
        )
        .join('') +
      '</g>',
    'l',
    'm',
  ),
  'water-bottles':
    `<path fill="${kraft.right}" d="M-260 60L-230 20H230L260 60Z"/>` +
    [-165, -55, 55, 165].map((x) => bottle(x, 0.6, 'p', 'a')).join('') +
    `<path fill="${kraft.left}" d="M-260 60H260V250H-260Z"/>` +
    '<rect class="w" x="-120" y="120" width="240" height="90" rx="14"/><path fill="#3b8fd8" d="M0 132Q24 162 24 176A24 24 0 0 1 -24 176Q-24 162 0 132Z"/>',
  'juice-carton': [
    [-110, 30],
    [110, 30],
    [0, 0],
  ]
    .map(
      ([x, y]) =>
        `<g transform="translate(${x} ${y})"><path class="d" d="M60 -140L100 -170V200L60 230Z"/><path class="m" d="M-100 -140H60V230H-100Z"/>` +
        '<path class="l" d="M-100 -140L-70 -200H90L60 -140Z"/><rect class="w" x="30" y="-240" width="14" height="70" rx="6"/>' +
        '<ellipse fill="#f5a524" cx="-20" cy="60" rx="55" ry="70"/><path fill="#4f9a3a" d="M-20 -10Q10 -40 40 -20Q10 0 -20 -10Z"/></g>',
    )
    .join(''),
  shrimp:
    '<path fill="#f08a5d" d="M150 -80Q160 -230 0 -240Q-180 -240 -220 -60Q-240 60 -150 140Q-120 170 -80 140Q-140 60 -110 -40Q-70 -150 20 -140Q100 -130 100 -60Z"/>' +
    '<path fill="none" stroke="#c8623a" stroke-width="12" stroke-linecap="round" d="M-40 -200Q-20 -150 -60 -140M-150 -150Q-110 -110 -150 -80M-200 -40Q-150 -20 -170 20M60 -200Q50 -150 30 -140"/>' +
    '<path fill="#f08a5d" d="M-80 140L-150 230L-40 210L-10 250L0 170Z"/><circle fill="#2e160a" cx="110" cy="-110" r="12"/>' +
    '<path fill="none" stroke="#c8623a" stroke-width="6" d="M150 -100Q250 -150 260 -250M140 -80Q250 -60 270 -160"/>' +
    '<g fill="#cfe8f5" opacity=".9"><path d="M180 60L210 110L180 160L150 110Z"/><path d="M-220 160L-200 190L-220 220L-240 190Z"/></g>',
  'chicken-breast':
    '<rect class="p" x="-260" y="-60" width="520" height="280" rx="30"/><rect class="w" x="-230" y="-30" width="460" height="220" rx="20" style="fill-opacity:.55"/>' +
    '<path fill="#f6c2a6" d="M-190 60Q-200 -20 -80 -20Q40 -20 60 60Q60 150 -60 160Q-180 160 -190 60Z"/><path fill="#f6c2a6" d="M-20 80Q-10 0 100 0Q210 0 200 90Q190 170 90 170Q-20 170 -20 80Z"/>' +
    '<path fill="none" stroke="#e3a07f" stroke-width="6" d="M-140 40Q-80 60 -30 40M30 70Q90 90 150 70"/>' +
    '<g class="s" style="stroke:#5aa9d6;stroke-width:14"><path d="M150 -220V-100M98 -190L202 -130M98 -130L202 -190"/></g>',
  fries:
    [-110, -70, -30, 10, 50, 90, -90, -10, 70, 30, -50]
      .map(
        (x, index) =>
          `<rect fill="#f4c542" x="${x}" y="${-230 + (index % 4) * 30}" width="34" height="230" rx="6" transform="rotate(${(index % 5) * 5 - 10} ${x} 0)"/>`,
      )
      .join('') +
    '<path class="m" d="M-170 -70H170L130 250H-130Z"/><path class="d" d="M-170 -70H170L160 -10H-162Z"/>' +
    '<g class="s" style="stroke:#fff;stroke-width:12"><path d="M0 40V160M-52 70L52 130M-52 130L52 70"/></g>',
  'honey-jar':
    '<rect class="d" x="-140" y="-240" width="280" height="60" rx="14"/><rect fill="#c8842a" x="-120" y="-185" width="240" height="40"/>' +
    '<rect fill="#e8a531" x="-180" y="-150" width="360" height="390" rx="70"/><rect class="w" x="-180" y="-30" width="360" height="150"/>' +
    '<path fill="#e8a531" d="M-60 -10H60L90 45L60 100H-60L-90 45Z"/><rect fill="#fff" fill-opacity=".35" x="120" y="-120" width="24" height="330" rx="12"/>' +
    '<path fill="#e8a531" d="M140 -250Q150 -200 140 -180A15 15 0 0 1 120 -190Q120 -220 140 -250Z"/>',
  'supplement-bottle':
    '<rect class="w" style="fill-opacity:1" x="-120" y="-250" width="240" height="80" rx="16"/><rect class="k" x="-120" y="-190" width="240" height="20"/>' +
    '<rect class="d" x="-150" y="-170" width="300" height="400" rx="40"/><rect class="w" x="-150" y="-70" width="300" height="200"/>' +
    '<circle class="m" cy="30" r="60"/><path fill="#fff" d="M-14 -2H14V16H32V44H14V62H-14V44H-32V16H-14Z"/>' +
    '<g transform="translate(180 190) rotate(30)"><rect fill="#f4c542" x="-60" y="-28" width="120" height="56" rx="28"/><rect fill="#e0a728" x="0" y="-28" width="60" height="56" rx="0"/></g>' +
    '<g transform="translate(-200 200) rotate(-20)"><rect fill="#f4c542" x="-60" y="-28" width="120" height="56" rx="28"/></g>',
  'bp-monitor':
    '<path fill="none" stroke="#33363f" stroke-width="16" d="M40 110Q60 230 200 190"/>' +
    '<rect class="w" style="fill-opacity:1" x="-240" y="-200" width="330" height="330" rx="40"/><rect class="g" x="-205" y="-165" width="260" height="160" rx="14"/>' +
    '<path class="t" style="stroke-width:10" d="M-190 -80H-140L-120 -130L-90 -30L-65 -100L-50 -80H40"/><circle class="m" cx="-75" cy="60" r="44"/>' +
    '<path class="m" d="M120 60H250V260H120Z" transform="rotate(-8 185 160)"/><rect class="d" x="140" y="100" width="90" height="40" rx="8" transform="rotate(-8 185 160)"/>',
  bandage:
    '<g transform="rotate(-30)"><rect fill="#f2d5b5" x="-250" y="-70" width="500" height="140" rx="70"/><rect fill="#fff" x="-90" y="-55" width="180" height="110" rx="14"/>' +
    '<g fill="#d9b48e">' +
    [-200, -160, -130, 130, 160, 200]
      .map((x) => `<circle cx="${x}" cy="-20" r="8"/><circle cx="${x}" cy="20" r="8"/>`)
      .join('') +
    '</g></g>' +
    '<g transform="translate(140 140)"><circle fill="#e8ecf0" r="90"/><circle fill="#fff" r="70"/><circle class="k" r="26"/><path fill="#fff" d="M60 40H200V100H50Z"/></g>',
  syringe:
    '<g transform="rotate(-40)"><rect class="k" x="-6" y="170" width="12" height="100"/><rect class="p" x="-60" y="-130" width="120" height="300" rx="10"/>' +
    '<rect class="m" x="-60" y="40" width="120" height="130" rx="6"/><rect class="g" x="-90" y="-145" width="180" height="26" rx="10"/>' +
    '<rect class="k" x="-14" y="-260" width="28" height="130"/><rect class="g" x="-70" y="-270" width="140" height="26" rx="10"/><rect class="d" x="-52" y="-125" width="104" height="30" rx="6"/>' +
    '<path class="s" style="stroke-width:6" d="M-60 -60H-20M-60 -10H-30M-60 40H-20M-60 90H-30"/></g>',
  'pump-bottle':
    '<rect class="g" x="-30" y="-230" width="60" height="80"/><path class="g" d="M-40 -250H130V-215H-40Z"/><rect class="d" x="-60" y="-160" width="120" height="50" rx="12"/>' +
    '<rect class="p" x="-150" y="-120" width="300" height="370" rx="60"/><rect class="m" x="-150" y="-20" width="300" height="180"/>' +
    '<path fill="#fff" d="M0 20Q40 70 40 95A40 40 0 0 1 -40 95Q-40 70 0 20Z"/><rect class="h" x="100" y="-90" width="22" height="310" rx="11"/>',
  'wet-wipes':
    '<rect class="m" x="-260" y="-100" width="520" height="300" rx="70"/><rect class="l" x="-260" y="-100" width="520" height="90" rx="60"/>' +
    '<ellipse class="d" cy="-60" rx="140" ry="46"/><path class="w" style="fill-opacity:1" d="M-60 -70Q0 -230 80 -150Q120 -110 60 -60Z"/>' +
    '<rect class="w" x="-170" y="50" width="340" height="100" rx="20"/><path class="m" d="M-20 70Q0 100 20 70Q40 100 20 130H-20Q-40 100 -20 70Z"/>',
} satisfies Record<string, string>;
