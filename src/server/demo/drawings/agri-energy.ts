import { sack, wheel } from './parts.js';

const leafShape = (x: number, y: number, angle: number, scale: number, cls = 'm') =>
  `<path class="${cls}" transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})" d="M0 0C40 -30 100 -30 140 0C100 30 40 30 0 0Z"/>`;

/** Farming, pets, and energy and sustainability goods. */
export const agriEnergyDrawings = {
  'seed-packet':
    '<path class="w" style="fill-opacity:1" d="M-170 -240H170V220L140 250H-140L-170 220Z"/><path class="l" d="M-170 -240H170V-190H-170Z"/>' +
    '<path class="s" style="stroke-width:6;stroke-dasharray:12 10;opacity:.5" d="M-170 -200H170"/>' +
    '<circle fill="#e24b3b" cx="-20" cy="20" r="110"/><circle fill="#f06a55" cx="-50" cy="-10" r="30"/>' +
    '<path fill="#3f8f3a" d="M-20 -90L10 -130L20 -80L70 -100L30 -60L-70 -60L-50 -110Z"/>' +
    '<g fill="#e9d7a6" stroke="#c9b27a" stroke-width="3"><ellipse cx="190" cy="160" rx="16" ry="11"/><ellipse cx="225" cy="200" rx="16" ry="11"/><ellipse cx="180" cy="220" rx="16" ry="11"/></g>' +
    '<rect class="m" x="-120" y="160" width="200" height="40" rx="20"/>',
  'palm-tree':
    '<path fill="#a0692f" d="M-30 250L-10 -120H20L40 250Z"/><path fill="none" stroke="#7a4c1f" stroke-width="8" d="M-22 200H32M-18 130H30M-16 60H28M-14 -10H26M-12 -80H24"/>' +
    [-160, -120, -70, -20, 20, 70, 120, 165]
      .map(
        (angle) =>
          `<path fill="#3f9a3a" transform="translate(5 -130) rotate(${angle})" d="M0 0Q120 -50 240 20Q150 -10 0 12Z"/>`,
      )
      .join('') +
    '<g fill="#c46a1e"><circle cx="-20" cy="-100" r="18"/><circle cx="15" cy="-92" r="18"/><circle cx="35" cy="-110" r="16"/></g>' +
    '<path class="d" d="M-110 180H120L100 260H-90Z"/>',
  'fertilizer-sack': sack(
    '<path fill="#4f9a3a" d="M0 130V10"/><path fill="none" stroke="#3f7f2f" stroke-width="14" stroke-linecap="round" d="M0 130V0"/>' +
      leafShape(0, 50, -150, 0.8, 'm') +
      leafShape(0, 20, -30, 0.8, 'm') +
      '<rect class="d" x="-100" y="110" width="200" height="26" rx="13"/>',
  ),
  'feed-sack': sack(
    '<g fill="#f5f3ee" stroke="#8a7a66" stroke-width="6"><circle cx="-40" cy="40" r="38"/><circle cx="0" cy="20" r="42"/><circle cx="40" cy="40" r="38"/><circle cx="0" cy="70" r="40"/></g>' +
      '<ellipse fill="#3b3230" cx="75" cy="45" rx="34" ry="26"/><circle fill="#fff" cx="85" cy="40" r="5"/><path class="d" d="M-60 110H100V130H-60Z"/>',
    'l',
    'm',
  ),
  sprayer:
    '<path class="g" d="M-40 -160V-220H120L160 -200V-185H40V-160Z"/><path class="g" d="M40 -190L60 -130H90L70 -190Z"/>' +
    '<path class="m" d="M-120 -160H60V220Q60 250 30 250H-150Q-180 250 -180 220V-100Q-180 -160 -120 -160Z"/>' +
    '<rect class="w" x="-160" y="-40" width="200" height="160" rx="14"/>' +
    leafShape(-110, 50, -20, 0.7, 'm') +
    '<g fill="#a9d8f0"><circle cx="210" cy="-220" r="12"/><circle cx="240" cy="-190" r="9"/><circle cx="220" cy="-160" r="7"/><circle cx="250" cy="-240" r="8"/></g>',
  'drip-hose':
    '<ellipse fill="none" stroke="#26282f" stroke-width="36" cx="-30" cy="-20" rx="200" ry="170"/><ellipse fill="none" stroke="#33363f" stroke-width="36" cx="-30" cy="-20" rx="150" ry="125"/>' +
    '<ellipse fill="none" stroke="#26282f" stroke-width="36" cx="-30" cy="-20" rx="100" ry="80"/>' +
    '<path fill="none" stroke="#33363f" stroke-width="36" stroke-linecap="round" d="M150 60Q220 160 120 230H-250"/>' +
    '<g fill="#4a90d9"><path d="M-40 250Q-25 270 -25 280A15 15 0 0 1 -55 280Q-55 270 -40 250Z"/><path d="M-160 250Q-145 270 -145 280A15 15 0 0 1 -175 280Q-175 270 -160 250Z"/><path d="M80 250Q95 270 95 280A15 15 0 0 1 65 280Q65 270 80 250Z"/></g>' +
    '<rect class="m" x="20" y="220" width="30" height="22" rx="4"/><rect class="m" x="-100" y="220" width="30" height="22" rx="4"/><rect class="m" x="-220" y="220" width="30" height="22" rx="4"/>',
  tiller:
    '<path fill="none" stroke="#33363f" stroke-width="22" stroke-linecap="round" d="M-20 -40L-200 -220H-260M-40 -10L-220 -180"/>' +
    '<rect class="g" x="-270" y="-235" width="70" height="34" rx="14"/>' +
    '<path class="m" d="M-80 -80H120Q160 -80 160 -40V40H-80Z"/><rect class="d" x="-40" y="-150" width="130" height="80" rx="16"/><rect class="g" x="100" y="-130" width="60" height="60" rx="10"/>' +
    '<path class="d" d="M-110 30H200Q240 30 240 80V120H-110Z"/>' +
    [-80, 0, 80, 160]
      .map(
        (x) =>
          `<g transform="translate(${x} 170)"><circle class="k" r="54"/><path class="g" d="M-10 -70L10 -70L18 -20L70 -10V10L18 20L10 70H-10L-18 20L-70 10V-10L-18 -20Z"/></g>`,
      )
      .join('') +
    wheel(-170, 150, 50) +
    '<path fill="#8a5a2b" d="M-260 240Q0 190 260 240V260H-260Z"/>',
  greenhouse:
    '<path class="p" d="M-250 250V-20Q-250 -220 0 -240Q250 -220 250 -20V250Z"/>' +
    '<path fill="none" stroke="#eef2f5" stroke-width="14" d="M-250 250V-20Q-250 -220 0 -240Q250 -220 250 -20V250M-125 250V-180M0 250V-240M125 250V-180M-250 40H250M-230 -100H230"/>' +
    '<path class="d" d="M-250 -20Q-250 -220 0 -240Q250 -220 250 -20Z" opacity=".55"/>' +
    [-180, -60, 60, 180]
      .map((x) => leafShape(x - 40, 210, -40, 0.55, 'm') + leafShape(x + 40, 210, -140, 0.55, 'm'))
      .join('') +
    '<rect fill="#8a5a2b" x="-250" y="230" width="500" height="30"/>',
  'cat-food':
    '<path class="m" d="M-180 -220H180L210 240H-210Z"/><path class="d" d="M-180 -220H180L185 -170H-185Z"/>' +
    '<g transform="translate(0 40)"><path fill="#f2a65a" d="M-120 -40L-130 -150L-60 -95Q0 -110 60 -95L130 -150L120 -40Q140 0 130 40Q100 120 0 125Q-100 120 -130 40Q-140 0 -120 -40Z"/>' +
    '<path fill="#ffd6b0" d="M-50 50Q0 20 50 50Q40 100 0 105Q-40 100 -50 50Z"/><ellipse fill="#2e2a28" cx="-50" cy="-10" rx="14" ry="20"/><ellipse fill="#2e2a28" cx="50" cy="-10" rx="14" ry="20"/>' +
    '<path fill="#e0736a" d="M-14 35H14L0 50Z"/><path fill="none" stroke="#6b4a3a" stroke-width="5" d="M-40 55L-140 40M-40 65L-140 75M40 55L140 40M40 65L140 75"/></g>' +
    '<g fill="#a0622f"><circle cx="-200" cy="230" r="22"/><circle cx="-160" cy="250" r="20"/><circle cx="220" cy="240" r="22"/></g>',
  'solar-panel':
    '<rect class="k" x="-22" y="150" width="44" height="100"/><rect class="g" x="-120" y="240" width="240" height="22" rx="11"/>' +
    '<path fill="#1e3a6e" d="M-250 -90H170L250 150H-170Z"/>' +
    '<path fill="none" stroke="#8fb3e8" stroke-width="6" d="M-145 -90L-65 150M-40 -90L40 150M65 -90L145 150M-223 -10H197M-197 70H223"/>' +
    '<path fill="none" stroke="#c3c9d2" stroke-width="10" d="M-250 -90H170L250 150H-170Z"/>' +
    '<g fill="#f7c545"><circle cx="170" cy="-200" r="50"/></g><path fill="none" stroke="#f7c545" stroke-width="12" stroke-linecap="round" d="M170 -275V-262M170 -138V-125M95 -200H108M232 -200H245M117 -253L126 -244M214 -156L223 -147M223 -253L214 -244M126 -156L117 -147"/>',
  inverter:
    '<rect class="w" style="fill-opacity:1" x="-190" y="-240" width="380" height="470" rx="30"/><rect class="m" x="-190" y="-240" width="380" height="90" rx="30"/>' +
    '<rect class="g" x="-130" y="-110" width="260" height="130" rx="12"/><path fill="none" stroke="#7fe08a" stroke-width="10" d="M-100 -45Q-70 -95 -40 -45T20 -45T80 -45"/>' +
    '<circle class="a" cx="-90" cy="80" r="18"/><circle class="m" cx="-30" cy="80" r="18"/><circle class="l" cx="30" cy="80" r="18"/>' +
    '<path fill="#f7c545" d="M20 130L-30 200H10L-10 250L50 170H10Z" transform="translate(0 -30)"/>' +
    '<rect class="k" x="-150" y="230" width="50" height="30"/><rect class="k" x="100" y="230" width="50" height="30"/>',
  battery:
    '<rect class="g" x="-90" y="-250" width="60" height="50" rx="8"/><rect class="g" x="30" y="-250" width="60" height="50" rx="8"/>' +
    '<rect class="d" x="-220" y="-210" width="440" height="450" rx="36"/><rect class="m" x="-190" y="-180" width="380" height="390" rx="22"/>' +
    '<path fill="#fff" d="M30 -130L-80 30H-10L-40 160L80 -10H10Z"/><rect fill="#7fe08a" x="-160" y="150" width="60" height="30" rx="6"/><rect fill="#7fe08a" x="-90" y="150" width="60" height="30" rx="6"/>' +
    '<rect fill="#7fe08a" x="-20" y="150" width="60" height="30" rx="6"/><rect fill="#fff" fill-opacity=".35" x="50" y="150" width="60" height="30" rx="6"/>',
  generator:
    '<rect class="g" x="-250" y="200" width="500" height="40" rx="10"/><rect class="m" x="-240" y="-150" width="480" height="350" rx="24"/>' +
    '<rect class="d" x="-240" y="-150" width="480" height="60" rx="24"/>' +
    [-170, -130, -90, -50]
      .map((x) => `<rect class="d" x="${x}" y="-50" width="22" height="190" rx="11"/>`)
      .join('') +
    '<rect class="g" x="20" y="-50" width="180" height="120" rx="12"/><circle fill="#7fe08a" cx="60" cy="-10" r="14"/><circle fill="#e0483e" cx="110" cy="-10" r="14"/>' +
    '<rect class="k" x="40" y="30" width="140" height="18" rx="9"/><rect class="g" x="150" y="-220" width="40" height="80" rx="8"/>' +
    '<path fill="none" stroke="#b8b8c0" stroke-width="12" stroke-linecap="round" opacity=".7" d="M170 -240Q140 -260 170 -280"/>',
  'ev-charger':
    '<rect class="w" style="fill-opacity:1" x="-200" y="-250" width="260" height="380" rx="40"/><rect class="m" x="-200" y="-250" width="260" height="90" rx="40"/>' +
    '<circle class="g" cx="-70" cy="-20" r="70"/><path fill="#7fe08a" d="M-60 -70L-100 -10H-70L-85 40L-40 -25H-70Z"/>' +
    '<path fill="none" stroke="#33363f" stroke-width="28" stroke-linecap="round" d="M-70 130Q-70 250 80 230Q200 210 200 90V30"/>' +
    '<rect class="g" x="160" y="-80" width="80" height="130" rx="20"/><rect class="m" x="170" y="-120" width="60" height="50" rx="12"/>',
  floodlight:
    '<rect class="g" x="-230" y="-200" width="380" height="280" rx="24"/><rect fill="#fff4c2" x="-200" y="-170" width="320" height="220" rx="12"/>' +
    '<g fill="#ffe27a">' +
    Array.from(
      { length: 12 },
      (_, index) =>
        `<circle cx="${-160 + (index % 4) * 80}" cy="${-130 + Math.floor(index / 4) * 70}" r="16"/>`,
    ).join('') +
    '</g><path class="g" d="M-60 80H-20V170H-60Z"/>' +
    '<g transform="translate(150 170) rotate(-15)"><path fill="#1e3a6e" d="M-110 -60H110L90 60H-90Z"/><path fill="none" stroke="#8fb3e8" stroke-width="5" d="M-40 -60L-30 60M40 -60L30 60M-100 0H100"/></g>' +
    '<path fill="#fff4c2" opacity=".45" d="M120 -170L260 -250V120L120 50Z"/>',
  'water-filter':
    [-150, -50, 50, 150]
      .map(
        (x, index) =>
          `<rect class="${index % 2 ? 'l' : 'w'}" ${index % 2 ? '' : 'style="fill-opacity:1"'} x="${x - 42}" y="-90" width="84" height="290" rx="30"/><rect class="m" x="${x - 46}" y="-110" width="92" height="40" rx="10"/>`,
      )
      .join('') +
    '<rect class="d" x="-230" y="-140" width="460" height="40" rx="10"/><rect class="k" x="-10" y="-260" width="20" height="130"/>' +
    '<path fill="none" stroke="#c3c9d2" stroke-width="20" stroke-linecap="round" d="M0 -250H90V-220"/>' +
    '<path fill="#4a90d9" d="M90 -200Q110 -170 110 -155A20 20 0 0 1 70 -155Q70 -170 90 -200Z"/><rect class="d" x="-240" y="200" width="480" height="40" rx="12"/>',
  membrane:
    '<g transform="rotate(-25)"><rect class="m" x="-240" y="-90" width="420" height="180"/><ellipse class="l" cx="180" rx="60" ry="90"/>' +
    '<path fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="6" d="M180 -60A40 60 0 1 1 179 -60M180 -30A20 30 0 1 1 179 -30"/><ellipse class="g" cx="180" rx="12" ry="18"/>' +
    '<rect class="d" x="-240" y="-90" width="40" height="180"/><rect class="d" x="120" y="-90" width="20" height="180"/><rect class="w" x="-150" y="-40" width="200" height="80" rx="10"/></g>' +
    '<g fill="#4a90d9"><path d="M-200 150Q-180 180 -180 195A20 20 0 0 1 -220 195Q-220 180 -200 150Z"/><path d="M-130 190Q-115 215 -115 225A15 15 0 0 1 -145 225Q-145 215 -130 190Z"/></g>',
  tablets:
    '<rect class="d" x="-150" y="-250" width="300" height="70" rx="14"/><rect class="w" style="fill-opacity:1" x="-170" y="-190" width="340" height="420" rx="40"/>' +
    '<rect class="m" x="-170" y="-80" width="340" height="200"/><path fill="#fff" d="M-20 -40H20V0H60V40H20V80H-20V40H-60V0H-20Z" opacity=".85"/>' +
    '<g transform="translate(190 200)"><ellipse fill="#dfe3e8" cy="14" rx="70" ry="30"/><ellipse fill="#fff" rx="70" ry="30"/><path fill="none" stroke="#c3c9d2" stroke-width="6" d="M-40 0H40"/></g>' +
    '<g transform="translate(-200 220)"><ellipse fill="#dfe3e8" cy="14" rx="60" ry="26"/><ellipse fill="#fff" rx="60" ry="26"/></g>',
  'recycling-bins': [
    [-165, '#3b82f6'],
    [0, '#f4b400'],
    [165, '#34a853'],
  ]
    .map(
      ([x, colour]) =>
        `<g transform="translate(${x} 0)"><path fill="${colour}" d="M-72 -110H72L60 240H-60Z"/><rect fill="${colour}" x="-82" y="-150" width="164" height="44" rx="10"/>` +
        '<rect fill="#000" fill-opacity=".18" x="-82" y="-112" width="164" height="10"/><rect fill="#fff" fill-opacity=".85" x="-30" y="-170" width="60" height="24" rx="8"/>' +
        '<path fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round" d="M-30 40L0 -10L30 40ZM-40 90H40"/></g>',
    )
    .join(''),
  baler:
    '<rect class="m" x="-200" y="-260" width="400" height="510" rx="16"/><rect class="d" x="-200" y="-260" width="400" height="110" rx="16"/>' +
    '<rect class="g" x="-160" y="-120" width="320" height="220"/>' +
    `<g fill="#c58c4c">${[-100, -60, -20, 20, 60].map((y) => `<rect x="-150" y="${y}" width="300" height="34" rx="4"/>`).join('')}</g>` +
    '<path fill="none" stroke="#33363f" stroke-width="8" d="M-80 -110V100M80 -110V100"/><rect class="k" x="-40" y="-240" width="80" height="90" rx="8"/>' +
    '<rect class="g" x="-160" y="130" width="320" height="90" rx="10"/><circle fill="#7fe08a" cx="-110" cy="-200" r="16"/><circle fill="#e0483e" cx="-60" cy="-200" r="16"/>',
  'bamboo-cutlery':
    [
      [-130, -10],
      [0, 0],
      [130, 10],
    ]
      .map(([x, angle], index) => {
        const head = [
          '<path d="M-40 -250H-24V-160H-8V-250H8V-160H24V-250H40V-150Q40 -110 12 -100V220Q12 250 0 250Q-12 250 -12 220V-100Q-40 -110 -40 -150Z"/>',
          '<path d="M-10 -255Q40 -240 40 -100Q40 -70 14 -60V220Q14 250 0 250Q-14 250 -14 220V-60Q-30 -70 -30 -100Z"/>',
          '<path d="M0 -250Q55 -250 55 -160Q55 -95 14 -85V220Q14 250 0 250Q-14 250 -14 220V-85Q-55 -95 -55 -160Q-55 -250 0 -250Z"/>',
        ][index];
        return `<g transform="translate(${x} 0) rotate(${angle})" fill="#d9b06a">${head}</g>`;
      })
      .join('') +
    leafShape(160, -200, -60, 0.7, 'm') +
    leafShape(160, -200, -120, 0.6, 'd'),
  'shopping-bag':
    '<path fill="none" stroke="#3f8f3a" stroke-width="22" stroke-linecap="round" d="M-110 -120Q-110 -250 0 -250Q110 -250 110 -120"/>' +
    '<path class="l" d="M-210 -140H210L230 250H-230Z"/><path class="d" d="M-210 -140H210L212 -110H-212Z" opacity=".4"/>' +
    '<circle class="w" cy="60" r="100"/>' +
    leafShape(0, 110, -120, 0.8, 'm') +
    leafShape(0, 110, -60, 0.8, 'm'),
} satisfies Record<string, string>;
