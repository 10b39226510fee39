import { sack, wheel, wood } from './parts.js';

const hiVis = '#d8ec3c';

/** Tools, fasteners, safety wear, building materials, plumbing and electrical goods. */
export const hardwareDrawings = {
  drill:
    '<rect class="k" x="200" y="-82" width="150" height="26" rx="6"/><path class="s" style="stroke:#8a909c;stroke-width:7" d="M220 -82L240 -56M260 -82L280 -56M300 -82L320 -56"/>' +
    '<path class="g" d="M140 -120H230L250 -95V-45L230 -20H140Z"/>' +
    '<path class="m" d="M-230 -170H100Q160 -170 160 -110V-20Q160 30 100 30H-30L-60 180H-170L-140 30H-200Q-250 30 -250 -20V-140Q-250 -170 -230 -170Z"/>' +
    '<rect class="g" x="-210" y="170" width="200" height="90" rx="16"/><rect class="a" x="-195" y="185" width="170" height="20" rx="8"/>' +
    '<rect class="g" x="-90" y="40" width="30" height="70" rx="10"/><circle class="h" cx="-150" cy="-100" r="40"/>',
  'angle-grinder':
    '<rect class="m" x="-250" y="-70" width="330" height="130" rx="60"/><rect class="g" x="-250" y="-40" width="90" height="70" rx="30"/>' +
    '<rect class="g" x="60" y="-80" width="100" height="150" rx="20"/><path class="k" d="M130 -150A130 130 0 0 1 260 -20H130Z"/>' +
    '<ellipse class="g" cx="150" cy="90" rx="140" ry="26"/><rect class="d" x="130" y="60" width="40" height="30"/>' +
    '<rect class="g" x="120" y="-260" width="46" height="130" rx="20" transform="rotate(20 140 -130)"/>' +
    '<path class="s" style="stroke:#fff;stroke-width:8;opacity:.6" d="M-200 -30H0M-200 10H0"/>',
  'breaker-hammer':
    '<rect class="k" x="-20" y="90" width="40" height="170" rx="8"/><path class="k" d="M-20 250L0 270L20 250Z"/>' +
    '<rect class="m" x="-90" y="-200" width="180" height="300" rx="40"/><rect class="g" x="-70" y="-40" width="140" height="60" rx="12"/>' +
    '<path class="s" style="stroke:#33363f;stroke-width:34" d="M-90 -160H-200V-90M90 -160H200V-90"/>' +
    '<rect class="d" x="-60" y="-250" width="120" height="60" rx="18"/><circle class="h" cx="-40" cy="-140" r="22"/>',
  'screwdriver-set':
    '<rect class="g" x="-250" y="-60" width="500" height="300" rx="30"/><rect class="d" x="-230" y="-40" width="460" height="260" rx="18"/>' +
    [-170, -85, 0, 85, 170]
      .map(
        (x, index) =>
          `<rect class="k" x="${x - 9}" y="-240" width="18" height="130" rx="4"/>` +
          `<rect class="${index % 2 ? 'a' : 'm'}" x="${x - 32}" y="-110" width="64" height="170" rx="26"/><rect class="h" x="${x - 16}" y="-95" width="10" height="130" rx="5"/>`,
      )
      .join('') +
    [-170, -85, 0, 85, 170].map((x) => `<circle class="k" cx="${x}" cy="140" r="26"/>`).join(''),
  wrench: [
    [-60, 'm', 1],
    [70, 'a', 0.85],
  ]
    .map(
      ([x, cls, s]) =>
        `<g transform="translate(${x} 0) rotate(-35) scale(${s})"><path class="k" d="M-40 -140H40V230Q40 260 0 260Q-40 260 -40 230Z"/>` +
        '<path class="k" d="M-95 -170Q-110 -260 -30 -275V-205H30V-275Q110 -260 95 -170Q80 -115 0 -115Q-80 -115 -95 -170Z"/>' +
        `<rect class="${cls}" x="-42" y="40" width="84" height="200" rx="30"/></g>`,
    )
    .join(''),
  screws:
    '<path class="k" d="M-260 -40L-30 -130L210 -60L-20 40Z" transform="translate(0 -60)"/>' +
    '<path class="m" d="M-260 -100V150L-20 240V-20Z"/><path class="d" d="M-20 -20V240L210 140V-120Z"/><path class="l" d="M-260 -100L-30 -190L210 -120L-20 -20Z"/>' +
    '<rect class="w" x="-220" y="10" width="150" height="110" rx="10" transform="skewY(20)"/>' +
    [-30, 40, 110]
      .map(
        (x, index) =>
          `<g transform="translate(${x} ${-200 + index * 20}) rotate(${index * 18 - 18})"><ellipse class="g" cy="-70" rx="44" ry="16"/>` +
          `<path class="g" d="M-14 -70H14V90L0 120L-14 90Z"/><path class="s" style="stroke:#8a909c;stroke-width:6" d="M-14 -40L14 -28M-14 -10L14 2M-14 20L14 32M-14 50L14 62"/></g>`,
      )
      .join(''),
  'welding-machine':
    '<rect class="m" x="-230" y="-130" width="400" height="280" rx="26"/><rect class="d" x="-230" y="-170" width="400" height="60" rx="26"/>' +
    '<rect class="g" x="-190" y="-80" width="150" height="90" rx="10"/><rect class="a" x="-170" y="-60" width="110" height="50" rx="6"/>' +
    '<circle class="g" cx="60" cy="-35" r="50"/><circle class="k" cx="60" cy="-35" r="18"/><circle class="g" cx="-150" cy="80" r="22"/><circle class="g" cx="-80" cy="80" r="22"/>' +
    '<path fill="none" stroke="#33363f" stroke-width="22" stroke-linecap="round" d="M-150 80Q-160 230 60 220Q210 210 220 80"/>' +
    '<rect class="g" x="190" y="-10" width="40" height="110" rx="14" transform="rotate(20 210 40)"/>' +
    '<path class="t" style="stroke-width:10" d="M245 -60L260 -100M215 -70L195 -110M265 -30L300 -40"/>',
  'welding-rods':
    '<rect class="m" x="-200" y="-60" width="420" height="190" rx="20" transform="rotate(-12)"/>' +
    [-140, -100, -60, -20, 20, 60]
      .map(
        (x) =>
          `<g transform="rotate(-12)"><rect class="k" x="${x}" y="-270" width="18" height="230" rx="6"/><rect class="g" x="${x}" y="-270" width="18" height="40" rx="4"/></g>`,
      )
      .join('') +
    '<rect class="w" x="-120" y="-10" width="200" height="90" rx="12" transform="rotate(-12)"/><rect class="l" x="-200" y="120" width="420" height="30" rx="12" transform="rotate(-12)"/>',
  'cable-reel':
    '<circle class="m" r="230"/><circle class="d" r="150"/>' +
    '<circle fill="none" stroke="#33363f" stroke-width="18" r="190" stroke-dasharray="30 6"/>' +
    '<circle class="l" r="100"/><circle class="g" r="30"/>' +
    '<rect class="g" x="-20" y="-100" width="40" height="200" rx="14"/><rect class="w" x="-60" y="130" width="120" height="70" rx="14"/>' +
    '<path fill="none" stroke="#33363f" stroke-width="20" stroke-linecap="round" d="M190 60Q260 200 150 250"/><rect class="a" x="110" y="225" width="70" height="45" rx="10"/>',
  gloves: [
    [-70, -12, 'm'],
    [80, 14, 'l'],
  ]
    .map(
      ([x, r, cls]) =>
        `<g transform="translate(${x} 10) rotate(${r})"><path class="${cls}" d="M-90 250V60L-140 -30Q-160 -75 -115 -85Q-85 -90 -60 -30V-190Q-60 -225 -32 -225Q-5 -225 -5 -190V-225Q-5 -262 25 -262Q55 -262 55 -225V-195Q58 -228 85 -228Q112 -228 112 -190V-135Q115 -160 138 -160Q160 -160 160 -130V80Q160 160 120 250Z"/>` +
        '<rect class="d" x="-95" y="200" width="220" height="50" rx="10"/></g>',
    )
    .join(''),
  helmet:
    '<path class="m" d="M-215 70Q-220 -220 0 -225Q220 -220 215 70Z"/><path class="h" d="M-40 -215Q0 -222 40 -215V60H-40Z"/>' +
    '<path class="d" d="M-270 60H270Q280 60 275 80L265 110Q260 125 240 125H-240Q-260 125 -265 110L-275 80Q-280 60 -270 60Z"/>' +
    '<path class="s" style="stroke-width:10;opacity:.5" d="M-150 -10Q-150 -140 -90 -190M150 -10Q150 -140 90 -190"/>' +
    '<circle class="w" cx="-120" cy="0" r="30"/>',
  'hi-vis-vest':
    `<path fill="${hiVis}" d="M-80 -240L-30 -60H30L80 -240L170 -210Q210 -120 200 -40V250H-200V-40Q-210 -120 -170 -210Z"/>` +
    '<path fill="#b8c92c" d="M-30 -60V250H30V-60Z"/>' +
    '<rect fill="#e6e9ef" x="-200" y="40" width="170" height="40"/><rect fill="#e6e9ef" x="30" y="40" width="170" height="40"/>' +
    '<rect fill="#e6e9ef" x="-200" y="150" width="170" height="40"/><rect fill="#e6e9ef" x="30" y="150" width="170" height="40"/>' +
    '<rect class="g" x="-8" y="-60" width="16" height="310"/><rect class="m" x="70" y="-120" width="90" height="70" rx="8"/>',
  'safety-goggles':
    '<path fill="none" stroke="#33363f" stroke-width="26" d="M-240 -10Q-280 -120 -150 -130H150Q280 -120 240 -10"/>' +
    '<path class="p" d="M-250 -60Q-250 -110 -200 -110H200Q250 -110 250 -60V50Q250 120 180 120H60Q30 120 15 80Q0 50 -15 80Q-30 120 -60 120H-180Q-250 120 -250 50Z"/>' +
    '<path class="m" d="M-250 -60Q-250 -110 -200 -110H200Q250 -110 250 -60V-30H-250Z"/>' +
    '<path fill="#fff" fill-opacity=".7" d="M-200 -10L-130 -10L-200 70ZM60 -10H130L60 70Z"/>' +
    '<path fill="none" stroke="#33363f" stroke-width="10" stroke-opacity=".4" d="M-250 -60Q-250 -110 -200 -110H200Q250 -110 250 -60V50Q250 120 180 120H60Q30 120 15 80Q0 50 -15 80Q-30 120 -60 120H-180Q-250 120 -250 50Z"/>',
  'face-mask':
    '<path class="s" style="stroke-width:14" d="M-200 -60Q-290 -40 -270 60Q-250 130 -190 110M200 -60Q290 -40 270 60Q250 130 190 110"/>' +
    '<path class="w" style="fill-opacity:1" d="M-210 -90Q0 -150 210 -90V90Q0 200 -210 90Z"/>' +
    '<path class="s" style="stroke:#c9ced6;stroke-width:10" d="M-200 -40Q0 -90 200 -40M-200 10Q0 -30 200 10M-200 60Q0 30 200 60"/>' +
    '<rect class="k" x="-80" y="-125" width="160" height="18" rx="9"/><circle class="m" cx="110" cy="60" r="44"/><circle class="d" cx="110" cy="60" r="22"/>',
  coverall:
    '<path class="m" d="M-80 -240Q0 -200 80 -240L200 -180L250 60L175 80L135 -60V250H20L0 60L-20 250H-135V-60L-175 80L-250 60L-200 -180Z"/>' +
    '<path class="d" d="M-80 -240L0 -140L80 -240Q0 -200 -80 -240Z"/><rect class="g" x="-6" y="-140" width="12" height="200"/>' +
    '<rect fill="#e8eaee" x="-135" y="10" width="270" height="26"/><rect fill="#e8eaee" x="-135" y="170" width="115" height="22"/><rect fill="#e8eaee" x="20" y="170" width="115" height="22"/>' +
    '<rect class="l" x="40" y="-110" width="70" height="60" rx="8"/>',
  'safety-boot':
    '<path class="g" d="M-230 250H250V215H-230Z"/><path class="m" d="M-180 -250H40Q60 -250 60 -230V20Q200 40 240 120Q255 160 250 215H-230V-40Q-180 -120 -180 -250Z"/>' +
    '<path class="d" d="M60 20Q200 40 240 120Q255 160 250 215H100Q110 120 60 20Z"/><path class="a" d="M-230 200H250V220H-230Z"/>' +
    '<path class="s" style="stroke:#fff;stroke-width:12;opacity:.8" d="M-20 -200H50M-20 -150H50M-20 -100H50M-20 -50H50"/><rect class="d" x="-185" y="-265" width="230" height="45" rx="14"/>',
  'first-aid-kit':
    '<path class="s" style="stroke-width:28" d="M-80 -130V-190Q-80 -220 -50 -220H50Q80 -220 80 -190V-130"/>' +
    '<rect class="m" x="-250" y="-140" width="500" height="360" rx="36"/><rect class="d" x="-250" y="-140" width="500" height="50" rx="20"/>' +
    '<circle class="w" style="fill-opacity:1" cy="50" r="110"/><rect fill="#d8433a" x="-30" y="-20" width="60" height="140" rx="8"/><rect fill="#d8433a" x="-70" y="20" width="140" height="60" rx="8"/>',
  'exit-sign':
    '<rect class="g" x="-260" y="-150" width="520" height="300" rx="24"/><rect fill="#27a35a" x="-235" y="-125" width="470" height="250" rx="14"/>' +
    '<circle fill="#fff" cx="-60" cy="-70" r="26"/><path fill="none" stroke="#fff" stroke-width="30" stroke-linecap="round" stroke-linejoin="round" d="M-75 -25L-55 40L-100 95M-55 40L0 70L-10 100M-130 0L-60 -30L-10 0L20 -20"/>' +
    '<path fill="#fff" d="M80 -70H150V-100L215 0L150 100V70H80Z"/><rect class="k" x="-30" y="-250" width="60" height="100"/>',
  'fire-extinguisher':
    '<path class="s" style="stroke:#33363f;stroke-width:22" d="M40 -190H150Q200 -190 200 -120V80"/><rect class="g" x="180" y="70" width="40" height="80" rx="10"/>' +
    '<rect fill="#d8433a" x="-110" y="-170" width="220" height="420" rx="90"/><rect fill="#b7352e" x="40" y="-130" width="40" height="350" rx="20"/>' +
    '<rect class="g" x="-40" y="-225" width="80" height="60" rx="10"/><path class="g" d="M-40 -220L-150 -250V-220L-40 -200Z"/>' +
    '<rect class="w" x="-80" y="0" width="160" height="120" rx="12"/><circle fill="#d8433a" cy="60" r="30"/><rect class="h" x="-80" y="-140" width="24" height="120" rx="12"/>',
  'cctv-camera':
    '<rect class="k" x="-250" y="-250" width="60" height="170" rx="10"/><rect class="g" x="-210" y="-130" width="140" height="40" rx="10" transform="rotate(30 -210 -130)"/>' +
    '<g transform="rotate(18)"><rect class="w" style="fill-opacity:1" x="-140" y="-150" width="380" height="170" rx="40"/><rect class="m" x="-150" y="-175" width="410" height="50" rx="20"/>' +
    '<circle class="g" cx="210" cy="-65" r="60"/><circle class="d" cx="210" cy="-65" r="34"/><circle fill="#fff" opacity=".5" cx="222" cy="-77" r="10"/>' +
    '<circle fill="#d8433a" cx="-80" cy="-60" r="12"/></g>',
  'cement-bag': sack(
    '<rect fill="#b7bcc3" x="-90" y="-20" width="85" height="50" rx="6"/><rect fill="#b7bcc3" x="5" y="-20" width="85" height="50" rx="6"/>' +
      '<rect fill="#9aa0a8" x="-45" y="40" width="85" height="50" rx="6"/><rect fill="#9aa0a8" x="-135" y="40" width="80" height="50" rx="6"/><rect fill="#9aa0a8" x="50" y="40" width="80" height="50" rx="6"/>' +
      '<rect class="m" x="-110" y="105" width="220" height="26" rx="13"/>',
    'k',
    'm',
  ),
  'concrete-block': [
    [-130, 70],
    [130, 70],
    [0, -110],
  ]
    .map(
      ([x, y]) =>
        `<g transform="translate(${x} ${y})"><path fill="#d6d8db" d="M-120 -60L-80 -100H160L120 -60Z"/><path fill="#a9adb3" d="M120 -60L160 -100V40L120 80Z"/>` +
        '<rect fill="#c3c6cb" x="-120" y="-60" width="240" height="140"/><rect fill="#e9ebee" x="-95" y="-40" width="80" height="100"/><rect fill="#e9ebee" x="15" y="-40" width="80" height="100"/></g>',
    )
    .join(''),
  boards:
    [90, 40, -10, -60]
      .map(
        (y) =>
          `<path fill="#f2f1ec" d="M-260 ${y}L-60 ${y - 120}H260L60 ${y}Z"/><path fill="#cfd3d8" d="M-260 ${y}H60V${y + 30}H-260Z"/><path fill="#b7bcc3" d="M60 ${y}L260 ${y - 120}V${y - 90}L60 ${y + 30}Z"/>`,
      )
      .join('') +
    `<rect fill="${wood.mid}" x="-240" y="120" width="40" height="40"/><rect fill="${wood.mid}" x="0" y="120" width="40" height="40"/>`,
  'sand-truck':
    '<path fill="#d9a25b" d="M-250 -60Q-170 -200 -20 -150Q40 -130 60 -60Z"/><path class="m" d="M-260 -70H70L50 90H-240Z"/><rect class="d" x="-240" y="-40" width="290" height="20"/>' +
    '<path class="d" d="M90 -80H190L260 10V110H90Z"/><path class="l" d="M110 -60H180L228 5H110Z"/><rect class="g" x="-260" y="90" width="520" height="40" rx="10"/>' +
    wheel(-170, 150, 62) +
    wheel(-40, 150, 62) +
    wheel(180, 150, 62),
  'paint-bucket':
    '<path class="s" style="stroke:#8a909c;stroke-width:14" d="M-190 -120Q-200 -270 0 -270Q200 -270 190 -120"/>' +
    '<path class="w" style="fill-opacity:1" d="M-200 -130H200L180 230Q180 250 160 250H-160Q-180 250 -180 230Z"/>' +
    '<ellipse class="k" cy="-130" rx="205" ry="38"/><ellipse class="m" cy="-130" rx="180" ry="28"/>' +
    '<path class="m" d="M-196 -60H196L185 150H-185Z"/><circle class="w" cy="45" r="65"/><path class="a" d="M-20 5Q0 -25 20 5Q40 40 20 75Q0 90 -20 75Q-40 40 -20 5Z"/>' +
    '<path class="m" d="M120 -140Q130 -80 110 -60Q95 -50 95 -80Q90 -110 120 -140Z"/>',
  pipes: ((ends: readonly (readonly [number, number, boolean])[]) =>
    ends
      .map(
        ([x, y, isWhite]) =>
          `<path stroke="#7f8894" stroke-width="100" d="M${x} ${y}L${x - 300} ${y - 150}"/>` +
          `<path stroke="${isWhite ? '#eef0f3' : '#c3c9d2'}" stroke-width="84" d="M${x} ${y}L${x - 300} ${y - 150}"/>`,
      )
      .join('') +
    ends
      .map(
        ([x, y]) =>
          `<circle fill="#e6e9ee" cx="${x}" cy="${y}" r="50"/><circle class="d" cx="${x}" cy="${y}" r="36"/>`,
      )
      .join(''))([
    [110, -20, true],
    [60, 65, false],
    [160, 65, true],
    [10, 150, true],
    [110, 150, false],
    [210, 150, true],
  ]),
  faucet:
    '<rect class="k" x="-230" y="170" width="460" height="60" rx="20"/><rect class="k" x="-70" y="-40" width="140" height="220" rx="20"/>' +
    '<path fill="none" stroke="#c3c9d2" stroke-width="70" stroke-linecap="round" d="M0 -20V-120Q0 -180 60 -180H150Q200 -180 200 -120V-60"/>' +
    '<rect class="g" x="-40" y="-190" width="220" height="40" rx="20" transform="rotate(-20 -40 -170)"/>' +
    '<rect fill="#fff" opacity=".55" x="-50" y="-20" width="20" height="180" rx="10"/>' +
    '<path class="m" d="M200 -20Q225 20 225 40A25 25 0 0 1 175 40Q175 20 200 -20Z"/><path class="m" d="M200 60Q215 85 215 95A15 15 0 0 1 185 95Q185 85 200 60Z"/>',
} satisfies Record<string, string>;
