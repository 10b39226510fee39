import { wood } from './parts.js';

/** Furniture, textiles, kitchenware, appliances, lighting and cleaning supplies. */
export const homeDrawings = {
  sofa:
    '<rect class="d" x="-230" y="-130" width="460" height="190" rx="40"/><rect class="m" x="-245" y="20" width="490" height="115" rx="30"/>' +
    '<rect class="m" x="-280" y="-40" width="85" height="200" rx="36"/><rect class="m" x="195" y="-40" width="85" height="200" rx="36"/>' +
    `<rect fill="${wood.dark}" x="-235" y="155" width="30" height="60" rx="6"/><rect fill="${wood.dark}" x="205" y="155" width="30" height="60" rx="6"/>` +
    '<rect class="a" x="-170" y="-95" width="130" height="110" rx="26" transform="rotate(-8 -105 -40)"/><rect class="l" x="40" y="-95" width="130" height="110" rx="26" transform="rotate(6 105 -40)"/>' +
    '<path class="s" style="stroke-width:6;opacity:.4" d="M0 25V130"/>',
  bed:
    `<rect fill="${wood.mid}" x="-260" y="-200" width="90" height="420" rx="20"/><rect class="d" x="-250" y="-190" width="70" height="300" rx="24"/>` +
    '<rect class="w" style="fill-opacity:1" x="-190" y="-40" width="450" height="110" rx="24"/><rect class="m" x="-60" y="-60" width="320" height="170" rx="30"/>' +
    '<rect class="l" x="-180" y="-95" width="120" height="70" rx="30"/>' +
    `<rect fill="${wood.mid}" x="-200" y="100" width="460" height="80" rx="12"/><rect fill="${wood.dark}" x="-200" y="175" width="40" height="50"/><rect fill="${wood.dark}" x="220" y="175" width="40" height="50"/>`,
  'office-chair':
    '<rect class="d" x="-120" y="-250" width="240" height="80" rx="30"/><rect class="m" x="-140" y="-160" width="280" height="190" rx="50"/>' +
    '<path class="s" style="stroke:#33363f;stroke-width:12;opacity:.35" d="M-100 -120H100M-100 -80H100M-100 -40H100M-100 0H100"/>' +
    '<rect class="g" x="-20" y="20" width="40" height="100"/><rect class="m" x="-170" y="30" width="340" height="70" rx="30"/>' +
    '<path class="s" style="stroke:#33363f;stroke-width:26" d="M-160 -30V60M160 -30V60M-200 -30H-140M200 -30H140"/>' +
    '<rect class="g" x="-14" y="100" width="28" height="80"/><path class="s" style="stroke:#33363f;stroke-width:24" d="M0 180L-190 210M0 180L190 210M0 180L-80 230M0 180L80 230"/>' +
    '<circle class="g" cx="-190" cy="225" r="24"/><circle class="g" cx="190" cy="225" r="24"/><circle class="g" cx="-80" cy="245" r="24"/><circle class="g" cx="80" cy="245" r="24"/>',
  desk:
    `<path fill="${wood.light}" d="M-260 -60L-150 -150H260L150 -60Z"/><rect fill="${wood.mid}" x="-260" y="-60" width="410" height="30"/><path fill="${wood.dark}" d="M150 -60L260 -150V-120L150 -30Z"/>` +
    '<path class="s" style="stroke:#33363f;stroke-width:20;stroke-linecap:butt" d="M-235 -30V230M125 -30V230M-140 -140V150M235 -130V150"/>' +
    '<rect class="g" x="-20" y="-330" width="130" height="80" rx="8" transform="translate(0 100)"/><rect class="l" x="-10" y="-222" width="110" height="60" rx="4"/><rect class="g" x="35" y="-150" width="20" height="30"/>' +
    '<rect class="m" x="-220" y="-120" width="80" height="40" rx="6" transform="skewX(-40)"/>',
  'meeting-table':
    `<ellipse fill="${wood.dark}" cy="20" rx="250" ry="95"/><ellipse fill="${wood.light}" cy="0" rx="250" ry="95"/>` +
    [-170, -60, 60, 170]
      .map(
        (x) =>
          `<rect class="m" x="${x - 35}" y="-170" width="70" height="90" rx="20"/><rect class="m" x="${x - 35}" y="100" width="70" height="110" rx="20"/>`,
      )
      .join('') +
    '<rect class="g" x="-30" y="90" width="60" height="150"/><rect class="w" x="-110" y="-30" width="80" height="50" rx="6"/><rect class="w" x="40" y="-10" width="80" height="50" rx="6"/>',
  'garden-set':
    '<path class="s" style="stroke:#8a5a2b;stroke-width:16" d="M-60 20L-90 200M60 20L90 200"/><ellipse fill="#c9e7f2" fill-opacity=".85" cy="20" rx="150" ry="40"/>' +
    [-1, 1]
      .map(
        (side) =>
          `<g transform="translate(${side * 190} 40) scale(${side} 1)"><rect fill="#a8723a" x="-80" y="-150" width="160" height="240" rx="40"/>` +
          '<path class="s" style="stroke:#7a4c1f;stroke-width:6;opacity:.7" d="M-70 -120H70M-70 -80H70M-70 -40H70M-70 0H70M-70 40H70"/>' +
          '<rect class="l" x="-70" y="40" width="150" height="70" rx="22"/><rect class="m" x="-65" y="-120" width="110" height="150" rx="30"/>' +
          `<rect fill="${wood.dark}" x="-70" y="110" width="24" height="80"/><rect fill="${wood.dark}" x="50" y="110" width="24" height="80"/></g>`,
      )
      .join(''),
  umbrella:
    '<rect class="k" x="-10" y="-200" width="20" height="420"/><path class="m" d="M-270 -40Q-250 -240 0 -260Q250 -240 270 -40Q205 -80 135 -40Q65 -80 0 -40Q-65 -80 -135 -40Q-205 -80 -270 -40Z"/>' +
    '<path class="d" d="M0 -260Q-70 -170 -135 -40Q-65 -80 0 -40Q65 -80 135 -40Q70 -170 0 -260Z" opacity=".45"/>' +
    '<path class="g" d="M-120 250L-90 200H90L120 250Z"/><circle class="a" cx="0" cy="-262" r="14"/>',
  rug:
    '<g transform="skewX(-20) scale(1 .8)"><rect class="d" x="-240" y="-250" width="480" height="500" rx="12"/><rect class="l" x="-210" y="-220" width="420" height="440"/>' +
    '<rect class="m" x="-180" y="-190" width="360" height="380"/><path class="l" d="M0 -150L120 0L0 150L-120 0Z"/><path class="a" d="M0 -90L70 0L0 90L-70 0Z"/>' +
    '<path class="s" style="stroke-width:8" d="M-230 -250V-280M-190 -250V-280M-150 -250V-280M-110 -250V-280M-70 -250V-280M-30 -250V-280M10 -250V-280M50 -250V-280M90 -250V-280M130 -250V-280M170 -250V-280M210 -250V-280M-230 250V280M-190 250V280M-150 250V280M-110 250V280M-70 250V280M-30 250V280M10 250V280M50 250V280M90 250V280M130 250V280M170 250V280M210 250V280"/></g>',
  'carpet-tiles':
    [0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2].map(
          (col) =>
            `<g transform="translate(${(col - row) * 120} ${(col + row) * 60 - 160})"><path class="${(row + col) % 2 ? 'm' : 'l'}" d="M0 0L115 57L0 114L-115 57Z"/>` +
            `<path class="s" style="stroke-width:4;opacity:.35" d="M-70 57L0 22L70 57M-40 72L30 37"/></g>`,
        ),
      )
      .join('') +
    '<g transform="translate(120 150) rotate(-8)"><path class="m" d="M0 0L115 57L0 114L-115 57Z"/><path class="d" d="M-115 57L0 114V134L-115 77Z"/><path class="d" d="M0 114L115 57V77L0 134Z"/></g>',
  curtains:
    '<rect class="g" x="-260" y="-250" width="520" height="22" rx="11"/><circle class="g" cx="-262" cy="-239" r="20"/><circle class="g" cx="262" cy="-239" r="20"/>' +
    '<rect class="l" x="-60" y="-225" width="120" height="450" opacity=".6"/>' +
    [-1, 1]
      .map(
        (side) =>
          `<path class="m" transform="scale(${side} 1)" d="M-250 -228H-60Q-80 0 -140 80Q-120 160 -160 250H-250Z"/>` +
          `<path class="d" transform="scale(${side} 1)" opacity=".35" d="M-200 -228V250H-180V-228ZM-130 -228V110H-115V-228Z"/>`,
      )
      .join('') +
    '<path class="s" style="stroke-width:14" d="M-140 80Q-120 95 -100 75M140 80Q120 95 100 75"/>',
  'cookware-set':
    '<rect class="g" x="-270" y="10" width="120" height="34" rx="17"/><path class="m" d="M-180 -20H180V170Q180 230 120 230H-120Q-180 230 -180 170Z"/>' +
    '<rect class="g" x="150" y="10" width="120" height="34" rx="17"/><rect class="d" x="-195" y="-50" width="390" height="40" rx="16"/>' +
    '<path class="d" d="M-170 -50Q0 -170 170 -50Z"/><rect class="g" x="-40" y="-150" width="80" height="40" rx="20"/>' +
    '<path class="h" d="M-150 20H-110V190H-150Z"/><g fill="#fff" fill-opacity=".25"><circle cx="-60" cy="80" r="6"/><circle cx="20" cy="120" r="6"/><circle cx="80" cy="60" r="6"/><circle cx="-20" cy="160" r="6"/><circle cx="100" cy="170" r="6"/></g>',
  dallah:
    '<path class="k" d="M-100 240H140L110 30H-70Z"/><path class="l" d="M-80 30H120L95 -40H-55Z"/><path class="k" d="M-55 -40H95L70 -140H-30Z"/>' +
    '<path class="k" d="M-30 -140H70L40 -200H0Z"/><path class="a" d="M20 -255L45 -200H-5Z"/>' +
    '<path class="k" d="M-80 40Q-170 40 -200 -80L-270 -150L-240 -160Q-180 -110 -160 -80Q-130 -20 -70 -10Z"/>' +
    '<path fill="none" stroke="#33363f" stroke-width="26" stroke-linecap="round" d="M115 -60Q220 -60 220 60Q220 170 125 200"/>' +
    '<rect fill="#fff" opacity=".55" x="-50" y="60" width="22" height="160" rx="11"/>',
  plates:
    '<g transform="translate(60 -90)"><circle fill="#dde1e6" cx="8" cy="8" r="175"/><circle fill="#fff" r="175"/><circle fill="none" stroke="#e6e9ee" stroke-width="12" r="115"/>' +
    '<circle class="m" r="175" style="fill:none" stroke-width="0"/><circle fill="none" class="t" style="stroke-width:10" r="160"/></g>' +
    [3, 2, 1, 0]
      .map(
        (index) =>
          `<ellipse fill="#d3d8de" cx="-40" cy="${176 - index * 30}" rx="220" ry="66"/><ellipse fill="#fff" cx="-40" cy="${166 - index * 30}" rx="220" ry="66"/>`,
      )
      .join('') +
    '<ellipse fill="#eef0f3" cx="-40" cy="76" rx="140" ry="40"/><ellipse class="t" style="stroke-width:8" cx="-40" cy="76" rx="200" ry="58"/>',
  'air-conditioner':
    '<rect class="w" style="fill-opacity:1" x="-270" y="-180" width="540" height="200" rx="40"/><rect fill="#e3e7ec" x="-270" y="-30" width="540" height="50" rx="20"/>' +
    '<rect class="g" x="-230" y="-10" width="460" height="16" rx="8"/><circle class="a" cx="200" cy="-120" r="12"/><rect class="m" x="-230" y="-140" width="120" height="40" rx="10"/>' +
    '<path class="t" style="stroke-width:18" d="M-150 60Q-170 140 -130 220M0 60Q-20 140 20 220M150 60Q130 140 170 220"/>' +
    '<g class="s" style="stroke-width:12"><path d="M-60 150V230M-95 170L-25 210M-95 210L-25 170"/></g>',
  'water-dispenser':
    '<path class="p" d="M-100 -170Q-120 -260 0 -262Q120 -260 100 -170V-120H-100Z"/><rect class="p" x="-110" y="-175" width="220" height="60" rx="30"/>' +
    '<rect class="h" x="50" y="-240" width="20" height="110" rx="10"/>' +
    '<rect class="w" style="fill-opacity:1" x="-140" y="-120" width="280" height="370" rx="24"/><rect class="d" x="-110" y="-60" width="220" height="120" rx="14"/>' +
    '<rect fill="#3b82f6" x="-70" y="-40" width="40" height="40" rx="8"/><rect fill="#e0483e" x="30" y="-40" width="40" height="40" rx="8"/>' +
    '<rect class="k" x="-90" y="80" width="180" height="16" rx="8"/><rect class="m" x="-140" y="200" width="280" height="50" rx="12"/>',
  dishwasher:
    '<rect class="k" x="-200" y="-250" width="400" height="500" rx="24"/><rect class="g" x="-200" y="-250" width="400" height="80" rx="24"/>' +
    '<rect class="w" style="fill-opacity:1" x="-180" y="-150" width="360" height="380" rx="14"/><rect class="g" x="-100" y="-130" width="200" height="24" rx="12"/>' +
    '<circle class="a" cx="-140" cy="-210" r="16"/><circle class="m" cx="-90" cy="-210" r="16"/><rect class="l" x="40" y="-224" width="120" height="30" rx="8"/>' +
    '<g class="m"><circle cx="-70" cy="40" r="60"/><circle cx="60" cy="60" r="50"/></g><g fill="#fff" fill-opacity=".8"><circle cx="-70" cy="40" r="30"/><circle cx="60" cy="60" r="24"/></g>' +
    '<g fill="#9fd4f2"><circle cx="-120" cy="150" r="14"/><circle cx="-60" cy="170" r="10"/><circle cx="100" cy="150" r="12"/><circle cx="20" cy="180" r="9"/></g>',
  chandelier:
    '<rect class="k" x="-8" y="-262" width="16" height="110"/><circle class="k" cy="-150" r="26"/>' +
    '<path fill="none" stroke="#b88a2a" stroke-width="20" d="M-220 -20Q-220 60 -110 60H110Q220 60 220 -20M-150 -20Q-150 20 0 20Q150 20 150 -20M0 -150V60"/>' +
    [-220, -150, -75, 0, 75, 150, 220]
      .map(
        (x, index) =>
          `<rect class="w" style="fill-opacity:1" x="${x - 12}" y="${index % 2 ? -80 : -90}" width="24" height="60" rx="6"/><path fill="#ffd866" d="M${x} ${index % 2 ? -115 : -125}Q${x + 14} ${index % 2 ? -95 : -105} ${x} ${index % 2 ? -82 : -92}Q${x - 14} ${index % 2 ? -95 : -105} ${x} ${index % 2 ? -115 : -125}Z"/>`,
      )
      .join('') +
    [-180, -110, -40, 40, 110, 180]
      .map(
        (x, index) =>
          `<path class="m" d="M${x} ${80 + (index % 2) * 40}L${x + 18} ${130 + (index % 2) * 40}L${x} ${180 + (index % 2) * 40}L${x - 18} ${130 + (index % 2) * 40}Z"/>`,
      )
      .join('') +
    '<path class="m" d="M0 80L30 160L0 250L-30 160Z"/>',
  'floor-lamp':
    '<path fill="#c9955a" d="M-150 -70L-90 -260H90L150 -70Z"/><path class="s" style="stroke:#8a5a2b;stroke-width:6;opacity:.7" d="M-130 -120H130M-115 -170H115M-100 -220H100M-60 -260L-90 -70M0 -260V-70M60 -260L90 -70"/>' +
    `<rect fill="${wood.dark}" x="-12" y="-70" width="24" height="300"/><ellipse fill="${wood.dark}" cy="235" rx="110" ry="26"/>` +
    '<path fill="#ffe9a8" opacity=".7" d="M-150 -70H150L220 60H-220Z"/>',
  detergent:
    '<rect class="a" x="-60" y="-260" width="120" height="60" rx="12"/><rect class="d" x="-70" y="-210" width="140" height="50" rx="10"/>' +
    '<path class="m" d="M-70 -170H70L160 -80V220Q160 250 130 250H-150Q-180 250 -180 220V-80Z"/>' +
    '<path fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="40" d="M160 -60Q230 -40 230 40Q230 110 160 120"/>' +
    '<rect class="w" x="-140" y="-20" width="250" height="200" rx="22"/><circle fill="#f4d03f" cx="-20" cy="80" r="60"/><circle fill="#fff" fill-opacity=".6" cx="-40" cy="60" r="14"/>' +
    '<g fill="#fff" fill-opacity=".85"><circle cx="150" cy="-180" r="30"/><circle cx="200" cy="-230" r="20"/><circle cx="110" cy="-240" r="16"/></g>',
} satisfies Record<string, string>;
