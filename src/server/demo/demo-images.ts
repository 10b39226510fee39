import { createHash } from 'node:crypto';
import sharp from 'sharp';

/*
 * Illustrations for the demo catalog: a pastel gradient, a few soft circles, a shadow and one object
 * drawn from simple shapes, chosen by the listing's category. No <text>: fonts may be missing on CI
 * machines and in the container. Every image comes from the one template below; only colours,
 * angles and the object change, so the seeder can draw a couple of hundred quickly.
 */

export const imageSize = 1200;

/** Object drawings in a local frame of about ±260 around the origin, using the template's classes. */
const gearPath = (teeth: number, outer: number, inner: number, hole: number) => {
  const points: string[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let tooth = 0; tooth < teeth; tooth++) {
    const angle = tooth * step;
    for (const [offset, radius] of [
      [-0.3, inner],
      [-0.18, outer],
      [0.18, outer],
      [0.3, inner],
    ] as const) {
      const a = angle + offset * step * 1.4;
      points.push(`${(Math.cos(a) * radius).toFixed(1)} ${(Math.sin(a) * radius).toFixed(1)}`);
    }
  }
  const circle = `M${hole} 0A${hole} ${hole} 0 1 0 ${-hole} 0A${hole} ${hole} 0 1 0 ${hole} 0Z`;
  return `M${points.join('L')}Z${circle}`;
};

const snowflakeArm =
  '<path class="s" style="stroke-width:34" d="M0 -20V-240M0 -150L-62 -205M0 -150L62 -205M0 -80L-48 -122M0 -80L48 -122"/>';

const shapes = {
  box:
    '<path class="l" d="M0 -230L230 -115L0 0L-230 -115Z"/><path class="m" d="M-230 -115L0 0V260L-230 145Z"/>' +
    '<path class="d" d="M0 0L230 -115V145L0 260Z"/><path class="a" d="M-138 -161L-92 -184L138 -69L92 -46Z"/>' +
    '<path class="a" d="M92 -46L138 -69V191L92 214Z"/><path class="w" d="M-190 40L-60 105V165L-190 100Z"/>',
  bottle:
    '<rect class="a" x="-48" y="-262" width="96" height="64" rx="12"/>' +
    '<path class="m" d="M-40 -200H40V-150C40 -110 110 -110 110 -50V220Q110 260 70 260H-70Q-110 260 -110 220V-50C-110 -110 -40 -110 -40 -150Z"/>' +
    '<rect class="w" x="-110" y="10" width="220" height="140"/><rect class="a" x="-70" y="50" width="140" height="18" rx="9"/>' +
    '<rect class="d" x="-50" y="88" width="100" height="14" rx="7" opacity=".5"/><rect class="h" x="58" y="-40" width="22" height="230" rx="11"/>',
  tool:
    '<g transform="rotate(-38)"><path class="m" d="M-38 -252.5V-150H38V-252.5A100 100 0 0 1 40 -68.4V215A40 40 0 0 1 -40 215V-68.4A100 100 0 0 1 -38 -252.5Z"/>' +
    '<rect class="h" x="-14" y="-40" width="12" height="230" rx="6"/><circle class="d" cy="205" r="17"/></g>' +
    '<g transform="rotate(40) translate(0 30)"><rect class="a" x="-34" y="40" width="68" height="200" rx="26"/>' +
    '<rect class="d" x="-11" y="-230" width="22" height="280"/><path class="d" d="M-11 -230L0 -262L11 -230Z"/></g>',
  leaf:
    '<g transform="rotate(48) translate(40 -70) scale(.62)"><path class="d" d="M0 -250C170 -180 200 90 0 250C-200 90 -170 -180 0 -250Z"/></g>' +
    '<path class="m" d="M0 -250C170 -180 200 90 0 250C-200 90 -170 -180 0 -250Z"/>' +
    '<path class="s" style="stroke-width:12" d="M0 -200V235M0 -100L80 -150M0 -20L100 -80M0 60L95 0M0 -100L-80 -150M0 -20L-100 -80M0 60L-95 0"/>',
  gear:
    `<path class="a" fill-rule="evenodd" transform="translate(175 170)" d="${gearPath(8, 120, 96, 38)}"/>` +
    `<path class="m" fill-rule="evenodd" transform="translate(-40 -30)" d="${gearPath(10, 215, 175, 70)}"/>` +
    '<circle class="s" cx="-40" cy="-30" r="122" style="stroke-width:16;opacity:.6"/>',
  document:
    '<rect class="m" x="-170" y="-240" width="340" height="460" rx="18" transform="rotate(7)"/>' +
    '<path class="w" style="fill-opacity:1" d="M-170 -225Q-170 -240 -155 -240H90L170 -160V205Q170 220 155 220H-155Q-170 220 -170 205Z"/>' +
    '<path class="l" d="M90 -240V-175Q90 -160 105 -160H170Z"/><rect class="m" x="-120" y="-195" width="150" height="30" rx="8"/>' +
    '<g class="d" opacity=".35"><rect x="-120" y="-120" width="240" height="18" rx="9"/><rect x="-120" y="-75" width="200" height="18" rx="9"/>' +
    '<rect x="-120" y="-30" width="240" height="18" rx="9"/><rect x="-120" y="15" width="150" height="18" rx="9"/></g>' +
    '<circle class="a" cx="80" cy="135" r="48"/><circle class="w" cx="80" cy="135" r="28"/>',
  truck:
    '<rect class="m" x="-270" y="-150" width="330" height="230" rx="14"/><rect class="a" x="-250" y="-40" width="290" height="22" rx="6"/>' +
    '<path class="d" d="M70 -80H175L245 0V80H70Z"/><path class="l" d="M92 -60H165L218 0H92Z"/>' +
    '<circle fill="#2d2f38" cx="-170" cy="100" r="56"/><circle fill="#2d2f38" cx="150" cy="100" r="56"/>' +
    '<circle class="w" cx="-170" cy="100" r="22"/><circle class="w" cx="150" cy="100" r="22"/>',
  ship:
    '<rect class="a" x="-200" y="-60" width="120" height="100" rx="6"/><rect class="l" x="-70" y="-60" width="120" height="100" rx="6"/>' +
    '<rect class="m" x="60" y="-60" width="120" height="100" rx="6"/><rect class="m" x="-135" y="-170" width="120" height="100" rx="6"/>' +
    '<rect class="a" x="-5" y="-170" width="120" height="100" rx="6"/><path class="d" d="M-270 40H270L205 190H-205Z"/>' +
    '<path class="s" style="stroke-width:16" d="M-260 240Q-195 205 -130 240T0 240T130 240T260 240"/>',
  plane:
    '<g transform="rotate(40)"><path class="m" d="M0 -260Q30 -260 30 -200V-40L250 60V110L30 50V170L100 220V260L0 235L-100 260V220L-30 170V50L-250 110V60L-30 -40V-200Q-30 -260 0 -260Z"/>' +
    '<rect class="h" x="-8" y="-200" width="12" height="330" rx="6"/></g>',
  shield:
    '<path class="m" d="M0 -250C90 -200 170 -195 220 -190V-20C220 120 110 210 0 260C-110 210 -220 120 -220 -20V-190C-170 -195 -90 -200 0 -250Z"/>' +
    '<path class="h" transform="scale(.8)" d="M0 -250C90 -200 170 -195 220 -190V-20C220 120 110 210 0 260C-110 210 -220 120 -220 -20V-190C-170 -195 -90 -200 0 -250Z"/>' +
    '<path class="s" style="stroke:#fff;stroke-width:40" d="M-95 5L-25 75L110 -70"/>',
  bolt:
    '<circle class="m" r="245"/><circle class="h" r="190"/>' +
    '<path class="a" style="stroke:#fff;stroke-width:10;stroke-linejoin:round" d="M40 -205L-120 30H-5L-45 205L125 -40H10Z"/>',
  solar:
    '<g class="a"><circle cx="150" cy="-175" r="62"/><path class="s" style="stroke-width:14" d="M150 -275V-255M150 -95V-75M50 -175H70M230 -175H250M80 -245L94 -231M206 -119L220 -105M220 -245L206 -231M94 -119L80 -105"/></g>' +
    '<rect class="m" x="-22" y="150" width="44" height="100"/><rect class="d" x="-120" y="240" width="240" height="22" rx="11"/>' +
    '<path class="d" d="M-240 -40H160L240 160H-160Z"/>' +
    '<path class="s" style="stroke-width:7" d="M-140 -40L-60 160M-40 -40L40 160M60 -40L140 160M-200 60H200"/>',
  drop:
    '<path class="m" d="M0 -250C60 -150 200 0 200 80A200 200 0 0 1 -200 80C-200 0 -60 -150 0 -250Z"/>' +
    '<path class="s" style="stroke:#fff;opacity:.55;stroke-width:24" d="M-115 55Q-125 150 -55 205"/>',
  recycle:
    '<circle class="m" r="245"/>' +
    `${[0, 120, 240].map((angle) => `<g transform="rotate(${angle})"><path class="s" style="stroke:#fff;stroke-width:44;stroke-linecap:butt" d="M26 -147.7A150 150 0 0 1 141 51.3"/><path class="w" style="fill-opacity:1" d="M183.3 66.7L122.2 103L98.7 35.9Z"/></g>`).join('')}`,
  shirt:
    '<path class="m" d="M-90 -220Q0 -170 90 -220L235 -150L185 -35L130 -65V235H-130V-65L-185 -35L-235 -150Z"/>' +
    '<path class="s" style="stroke-width:16" d="M-90 -220Q0 -130 90 -220"/><rect class="l" x="40" y="-60" width="60" height="70" rx="8"/>' +
    '<path class="d" d="M-130 150H130V235H-130Z" opacity=".35"/>',
  bag:
    '<path class="s" style="stroke-width:28" d="M-95 -90V-150Q-95 -240 0 -240Q95 -240 95 -150V-90"/>' +
    '<rect class="m" x="-215" y="-110" width="430" height="350" rx="40"/><rect class="d" x="-215" y="-110" width="430" height="90" rx="40"/>' +
    '<rect class="a" x="-40" y="-45" width="80" height="60" rx="10"/>',
  cup:
    '<ellipse class="d" cy="245" rx="255" ry="30"/><path class="s" style="stroke-width:36" d="M125 -70H165Q235 -70 235 10Q235 100 150 110"/>' +
    '<path class="m" d="M-175 -120H135V120Q135 230 25 230H-65Q-175 230 -175 120Z"/><ellipse class="d" cx="-20" cy="-120" rx="155" ry="24"/>' +
    '<path class="s" style="stroke-width:16;opacity:.8" d="M-80 -165Q-110 -205 -80 -245M0 -175Q-30 -215 0 -255M80 -165Q50 -205 80 -245"/>',
  sack:
    '<path class="m" d="M-150 -170Q0 -215 150 -170L200 195Q0 265 -200 195Z"/><path class="d" d="M-120 -190L-150 -250L0 -215L150 -250L120 -190Q0 -215 -120 -190Z"/>' +
    '<rect class="a" x="-140" y="-180" width="280" height="26" rx="13"/><ellipse class="w" cy="40" rx="95" ry="70"/>',
  jar:
    '<rect class="a" x="-150" y="-250" width="300" height="80" rx="18"/><rect class="d" x="-130" y="-180" width="260" height="40"/>' +
    '<rect class="m" x="-180" y="-150" width="360" height="400" rx="60"/><rect class="w" x="-180" y="-40" width="360" height="160"/>' +
    '<circle class="a" cy="40" r="48"/><rect class="h" x="120" y="-120" width="24" height="300" rx="12"/>',
  cross:
    '<circle class="m" r="245"/><rect class="w" style="fill-opacity:1" x="-60" y="-170" width="120" height="340" rx="22"/>' +
    '<rect class="w" style="fill-opacity:1" x="-170" y="-60" width="340" height="120" rx="22"/>',
  snowflake: `<g>${[0, 60, 120, 180, 240, 300].map((angle) => `<g transform="rotate(${angle})">${snowflakeArm}</g>`).join('')}<circle class="a" r="46"/></g>`,
  perfume:
    '<rect class="a" x="-75" y="-255" width="150" height="95" rx="20"/><rect class="l" x="-40" y="-165" width="80" height="70"/>' +
    '<rect class="m" x="-165" y="-100" width="330" height="340" rx="70"/><rect class="h" x="-120" y="-60" width="240" height="260" rx="45"/>' +
    '<circle class="w" cx="0" cy="70" r="60"/>',
  sofa:
    '<rect class="d" x="-230" y="-130" width="460" height="190" rx="40"/><rect class="m" x="-245" y="20" width="490" height="115" rx="30"/>' +
    '<rect class="m" x="-280" y="-40" width="85" height="200" rx="36"/><rect class="m" x="195" y="-40" width="85" height="200" rx="36"/>' +
    '<rect class="d" x="-235" y="155" width="30" height="60" rx="6"/><rect class="d" x="205" y="155" width="30" height="60" rx="6"/>' +
    '<rect class="a" x="-170" y="-95" width="130" height="110" rx="26"/><path class="s" style="stroke-width:6;opacity:.4" d="M0 25V130"/>',
  lamp:
    '<path class="m" d="M-170 -40L-100 -250H100L170 -40Z"/><rect class="d" x="-14" y="-40" width="28" height="240"/>' +
    '<ellipse class="a" cy="215" rx="140" ry="38"/><circle class="w" cy="-20" r="34" style="fill-opacity:1"/>',
  chart:
    '<path class="s" style="stroke-width:14" d="M-250 -240V240H250"/><rect class="l" x="-210" y="120" width="80" height="120" rx="8"/>' +
    '<rect class="m" x="-100" y="40" width="80" height="200" rx="8"/><rect class="m" x="10" y="-40" width="80" height="280" rx="8"/>' +
    '<rect class="d" x="120" y="-140" width="80" height="380" rx="8"/>' +
    '<path class="s" style="stroke-width:22" d="M-170 50L-60 -40L50 -110L175 -225"/><path class="a" d="M205 -255L190 -170L130 -230Z"/>',
  screen:
    '<rect class="d" x="-260" y="-210" width="520" height="350" rx="24"/><rect class="l" x="-230" y="-180" width="460" height="290" rx="10"/>' +
    '<path class="s" style="stroke-width:26" d="M-80 -90L-150 -35L-80 20M80 -90L150 -35L80 20"/><path class="t" style="stroke-width:26" d="M35 -110L-35 40"/>' +
    '<rect class="m" x="-40" y="140" width="80" height="70"/><rect class="d" x="-130" y="205" width="260" height="32" rx="16"/>',
  megaphone:
    '<rect class="d" x="-235" y="-75" width="90" height="150" rx="22"/><path class="m" d="M-160 -70L120 -210V210L-160 70Z"/>' +
    '<ellipse class="d" cx="120" rx="42" ry="210"/><rect class="d" x="-125" y="55" width="55" height="135" rx="22"/>' +
    '<path class="s" style="stroke-width:20" d="M205 -110Q265 0 205 110M255 -175Q345 0 255 175"/>',
  pen:
    '<circle class="a" cx="-150" cy="-140" r="70"/><circle class="l" cx="-180" cy="30" r="55"/><circle class="d" cx="-95" cy="170" r="45"/>' +
    '<g transform="rotate(35) translate(70 0)"><rect class="m" x="-45" y="-240" width="90" height="360" rx="10"/><rect class="a" x="-45" y="-270" width="90" height="45" rx="14"/>' +
    '<path class="l" d="M-45 120H45L0 245Z"/><path class="d" d="M-16 205H16L0 245Z"/><rect class="h" x="-25" y="-220" width="14" height="330" rx="7"/></g>',
  scales:
    '<rect class="d" x="-14" y="-200" width="28" height="410"/><rect class="m" x="-140" y="200" width="280" height="42" rx="14"/>' +
    '<rect class="m" x="-225" y="-195" width="450" height="24" rx="12"/><circle class="a" cy="-205" r="28"/>' +
    '<path class="s" style="stroke-width:6" d="M-200 -180L-285 40M-200 -180L-115 40M200 -180L115 40M200 -180L285 40"/>' +
    '<path class="l" d="M-295 40H-105A95 95 0 0 1 -295 40Z"/><path class="l" d="M105 40H295A95 95 0 0 1 105 40Z"/>',
  paw:
    '<ellipse class="m" cy="90" rx="130" ry="115"/><ellipse class="m" cx="-170" cy="-60" rx="55" ry="72" transform="rotate(-20 -170 -60)"/>' +
    '<ellipse class="m" cx="-65" cy="-175" rx="58" ry="78"/><ellipse class="m" cx="65" cy="-175" rx="58" ry="78"/>' +
    '<ellipse class="m" cx="170" cy="-60" rx="55" ry="72" transform="rotate(20 170 -60)"/>',
} as const;

export type ListingShape = keyof typeof shapes;
export const listingShapes = Object.keys(shapes) as ListingShape[];

/** What an illustration depends on besides its seed: the object and the hue (0–360) of the family. */
export interface ImagePalette {
  readonly shape: ListingShape;
  readonly hue: number;
}

/** Main category slug → hue and default object; subcategories below pick a more telling object. */
const families: Record<string, ImagePalette> = {
  'agriculture-pets': { hue: 110, shape: 'leaf' },
  'beauty-personal-care': { hue: 330, shape: 'perfume' },
  'fashion-accessories': { hue: 280, shape: 'shirt' },
  'food-beverages-health': { hue: 30, shape: 'jar' },
  'home-living': { hue: 195, shape: 'sofa' },
  'hardware-tools': { hue: 40, shape: 'tool' },
  'packaging-raw-materials': { hue: 25, shape: 'box' },
  'energy-sustainability': { hue: 150, shape: 'bolt' },
  'business-marketing': { hue: 220, shape: 'chart' },
  'software-it': { hue: 250, shape: 'screen' },
  'shipping-logistics': { hue: 205, shape: 'truck' },
  design: { hue: 300, shape: 'pen' },
  'manufacturing-packaging': { hue: 15, shape: 'gear' },
  'technical-repair': { hue: 185, shape: 'tool' },
  'legal-compliance': { hue: 235, shape: 'scales' },
};

const subcategoryShapes: Partial<Record<string, ListingShape>> = {
  'agri-irrigation': 'drop',
  'agri-farm-equipment': 'tool',
  'agri-greenhouses': 'leaf',
  'agri-livestock-feed': 'sack',
  'agri-veterinary': 'cross',
  'agri-fertilizers': 'sack',
  'agri-pesticides': 'bottle',
  'pets-food-accessories': 'paw',
  'beauty-skincare': 'jar',
  'beauty-haircare': 'bottle',
  'beauty-personal-hygiene': 'bottle',
  'beauty-natural-organic': 'leaf',
  'fashion-footwear': 'bag',
  'fashion-bags-leather': 'bag',
  'fashion-watches-jewelry': 'bag',
  'food-dates': 'sack',
  'food-coffee-tea': 'cup',
  'food-beverages-water': 'bottle',
  'food-dry-goods': 'sack',
  'food-frozen-chilled': 'snowflake',
  'health-supplements': 'bottle',
  'health-medical-supplies': 'cross',
  'home-office-furniture': 'sofa',
  'home-kitchenware': 'cup',
  'home-appliances': 'box',
  'home-lighting-decor': 'lamp',
  'home-cleaning-supplies': 'bottle',
  'hardware-fasteners': 'gear',
  'hardware-safety-ppe': 'shield',
  'hardware-plumbing': 'drop',
  'hardware-electrical': 'bolt',
  'hardware-building-materials': 'box',
  'hardware-paints-coatings': 'jar',
  'packaging-plastic-containers': 'bottle',
  'packaging-food-packaging': 'jar',
  'packaging-labels-stickers': 'document',
  'raw-plastics-polymers': 'sack',
  'raw-steel-metals': 'gear',
  'raw-industrial-chemicals': 'bottle',
  'raw-paper-pulp': 'document',
  'energy-solar-panels': 'solar',
  'energy-efficient-lighting': 'lamp',
  'energy-water-treatment': 'drop',
  'energy-recycling-waste': 'recycle',
  'energy-eco-friendly': 'leaf',
  'business-digital-marketing': 'megaphone',
  'business-social-media': 'megaphone',
  'business-advertising-printing': 'megaphone',
  'business-accounting': 'document',
  'business-recruitment-hr': 'document',
  'business-translation': 'document',
  'software-cybersecurity': 'shield',
  'software-e-invoicing': 'document',
  'software-data-ai': 'chart',
  'logistics-sea-freight': 'ship',
  'logistics-air-freight': 'plane',
  'logistics-cold-chain': 'snowflake',
  'logistics-warehousing': 'box',
  'logistics-fulfillment': 'box',
  'logistics-customs-clearance': 'document',
  'design-packaging': 'box',
  'design-ui-ux': 'screen',
  'design-interior': 'sofa',
  'design-architectural': 'document',
  'mfg-packing-filling': 'bottle',
  'mfg-label-printing': 'document',
  'mfg-quality-inspection': 'shield',
  'repair-hvac': 'snowflake',
  'repair-electrical-works': 'bolt',
  'repair-plumbing-services': 'drop',
  'repair-fire-safety': 'shield',
  'repair-it-office-equipment': 'screen',
  'repair-fleet-vehicles': 'truck',
  'repair-cctv-security': 'shield',
  'legal-commercial-contracts': 'document',
  'legal-company-formation': 'document',
  'legal-zatca-vat': 'document',
  'legal-product-certification': 'shield',
};

/** The palette of a listing in `subcategorySlug` of the main category `mainSlug`. */
export function paletteFor(mainSlug: string, subcategorySlug: string): ImagePalette {
  const family = families[mainSlug] ?? { hue: 210, shape: 'box' };
  return { hue: family.hue, shape: subcategoryShapes[subcategorySlug] ?? family.shape };
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

/**
 * The single template: gradient background, soft circles, a shadow and the object, whose classes
 * take the colours (m main gradient, d dark, l light, a accent, w white, h highlight, s and t strokes).
 */
function svgFor(seed: string, palette: ImagePalette): string {
  const random = randomFrom(seed);
  const between = (low: number, high: number) => low + random() * (high - low);
  const hue = palette.hue + between(-14, 14);
  const accentHue = hue + (random() < 0.5 ? 150 : 200);
  const angle = between(0, Math.PI * 2);
  const [x1, y1] = [0.5 + Math.cos(angle) / 2, 0.5 + Math.sin(angle) / 2];
  const circles = Array.from({ length: 5 }, () => {
    const [cx, cy, r] = [between(0, 1200), between(0, 1200), between(60, 320)];
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" fill-opacity="${between(0.08, 0.22).toFixed(2)}"/>`;
  }).join('');
  const tilt = between(-7, 7).toFixed(1);
  const scale = between(1.18, 1.32);
  const main = hsl(hue, 58, 52);
  const colours = {
    bgFrom: hsl(hue - 20, 62, 93),
    bgTo: hsl(hue + 25, 48, 78),
    mainLight: hsl(hue, 62, 64),
    dark: hsl(hue, 52, 33),
    light: hsl(hue, 70, 80),
    accent: hsl(accentHue, 72, 56),
  };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${imageSize}" height="${imageSize}" viewBox="0 0 1200 1200">` +
    '<defs>' +
    `<linearGradient id="bg" x1="${x1.toFixed(3)}" y1="${y1.toFixed(3)}" x2="${(1 - x1).toFixed(3)}" y2="${(1 - y1).toFixed(3)}">` +
    `<stop offset="0" stop-color="${colours.bgFrom}"/><stop offset="1" stop-color="${colours.bgTo}"/></linearGradient>` +
    `<linearGradient id="mg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.mainLight}"/><stop offset="1" stop-color="${main}"/></linearGradient>` +
    '<radialGradient id="shadow"><stop offset="0" stop-color="#1b1d26" stop-opacity=".32"/><stop offset="1" stop-color="#1b1d26" stop-opacity="0"/></radialGradient>' +
    `<style>.m{fill:url(#mg)}.d{fill:${colours.dark}}.l{fill:${colours.light}}.a{fill:${colours.accent}}` +
    `.w{fill:#fff;fill-opacity:.9}.h{fill:#fff;fill-opacity:.28}.s{fill:none;stroke:${colours.dark};stroke-linecap:round;stroke-linejoin:round}` +
    `.t{fill:none;stroke:${colours.accent};stroke-linecap:round}</style>` +
    '</defs>' +
    '<rect width="1200" height="1200" fill="url(#bg)"/>' +
    circles +
    `<ellipse cx="600" cy="${(590 + 268 * scale).toFixed(0)}" rx="${(330 * scale).toFixed(0)}" ry="${(62 * scale).toFixed(0)}" fill="url(#shadow)"/>` +
    `<g transform="translate(600 590) rotate(${tilt}) scale(${scale.toFixed(3)})">${shapes[palette.shape]}</g>` +
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
