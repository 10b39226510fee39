import { page, person, wheel } from './parts.js';

const laptop = (screen: string) =>
  '<rect class="g" x="-230" y="-210" width="460" height="300" rx="20"/>' +
  `<rect class="l" x="-205" y="-185" width="410" height="250" rx="6"/>${screen}` +
  '<path class="k" d="M-270 100H270L240 150H-240Z"/><rect class="d" x="-60" y="100" width="120" height="14" rx="7"/>';
const phone = (screen: string) =>
  `<rect class="g" x="-130" y="-250" width="260" height="500" rx="40"/><rect class="l" x="-110" y="-210" width="220" height="410" rx="10"/>${screen}` +
  '<rect class="k" x="-30" y="-235" width="60" height="10" rx="5"/>';
const truckCab = (body: string) =>
  `${body}<path class="d" d="M70 -80H175L245 0V90H70Z"/><path class="l" d="M92 -60H165L218 0H92Z"/>` +
  '<rect class="g" x="-270" y="80" width="530" height="30" rx="10"/>' +
  wheel(-170, 110, 56) +
  wheel(-50, 110, 56) +
  wheel(160, 110, 56);
const snowflake = (x: number, y: number, r: number, stroke: string) =>
  `<g transform="translate(${x} ${y})" fill="none" stroke="${stroke}" stroke-width="${Math.round(r / 4)}" stroke-linecap="round">` +
  [0, 60, 120]
    .map(
      (angle) =>
        `<path transform="rotate(${angle})" d="M0 ${-r}V${r}M${-r / 3} ${-r * 0.75}L0 ${-r / 2}L${r / 3} ${-r * 0.75}M${-r / 3} ${r * 0.75}L0 ${r / 2}L${r / 3} ${r * 0.75}"/>`,
    )
    .join('') +
  '</g>';
const smallWrench = (x: number, y: number, angle: number, scale = 1) =>
  `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})"><path class="g" d="M-18 -40H18V150Q18 170 0 170Q-18 170 -18 150Z"/>` +
  '<path class="g" d="M-55 -60Q-65 -130 -15 -140V-95H15V-140Q65 -130 55 -60Q45 -25 0 -25Q-45 -25 -55 -60Z"/></g>';
const stamp = (x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><rect class="a" x="-110" y="40" width="220" height="40" rx="10"/><path class="d" d="M-90 40Q-90 -10 -30 -20V-90H30V-20Q90 -10 90 40Z"/>` +
  '<circle class="d" cy="-120" r="50"/></g>';
const gear = (x: number, y: number, outer: number, teeth: number, cls: string) => {
  const points: string[] = [];
  const inner = outer * 0.8;
  for (let tooth = 0; tooth < teeth; tooth++) {
    const angle = (tooth / teeth) * Math.PI * 2;
    const step = (Math.PI * 2) / teeth;
    for (const [offset, radius] of [
      [-0.3, inner],
      [-0.15, outer],
      [0.15, outer],
      [0.3, inner],
    ] as const)
      points.push(
        `${(Math.cos(angle + offset * step * 1.4) * radius).toFixed(1)} ${(Math.sin(angle + offset * step * 1.4) * radius).toFixed(1)}`,
      );
  }
  const hole = outer * 0.32;
  return `<path class="${cls}" fill-rule="evenodd" transform="translate(${x} ${y})" d="M${points.join('L')}ZM${hole} 0A${hole} ${hole} 0 1 0 ${-hole} 0A${hole} ${hole} 0 1 0 ${hole} 0Z"/>`;
};

/** Services: what the service is done with or what it delivers. */
export const serviceDrawings = {
  truck: truckCab(
    '<rect class="m" x="-270" y="-150" width="330" height="230" rx="14"/><rect class="a" x="-250" y="-40" width="290" height="22" rx="6"/>',
  ),
  'reefer-truck': truckCab(
    '<rect class="w" style="fill-opacity:1" x="-270" y="-150" width="330" height="230" rx="14"/><rect class="k" x="-250" y="-200" width="100" height="50" rx="8"/>' +
      snowflake(-105, -35, 70, '#3b8fd8'),
  ),
  'delivery-van':
    '<path class="m" d="M-260 -120Q-260 -160 -220 -160H110Q150 -160 175 -120L250 0V110H-260Z"/><path class="l" d="M120 -130H160L220 -10H120Z"/>' +
    '<rect class="w" x="-220" y="-110" width="290" height="120" rx="10"/><path class="d" d="M-260 70H250V110H-260Z"/>' +
    wheel(-160, 110, 52) +
    wheel(160, 110, 52) +
    '<g transform="translate(-75 -50)"><path fill="#c58c4c" d="M-50 -30H50V40H-50Z"/><path fill="#efd3a2" d="M-10 -30H10V40H-10Z"/></g>',
  'fleet-service':
    truckCab('<rect class="m" x="-270" y="-150" width="330" height="230" rx="14"/>') +
    smallWrench(-110, -50, 40, 0.9),
  ship:
    '<rect class="a" x="-200" y="-60" width="120" height="100" rx="6"/><rect class="l" x="-70" y="-60" width="120" height="100" rx="6"/>' +
    '<rect class="m" x="60" y="-60" width="120" height="100" rx="6"/><rect class="m" x="-135" y="-170" width="120" height="100" rx="6"/>' +
    '<rect class="a" x="-5" y="-170" width="120" height="100" rx="6"/><rect class="w" x="170" y="-200" width="70" height="140" rx="8"/>' +
    '<path class="d" d="M-270 40H270L205 190H-205Z"/><path class="s" style="stroke-width:16" d="M-260 240Q-195 205 -130 240T0 240T130 240T260 240"/>',
  plane:
    '<g transform="rotate(40)"><path class="m" d="M0 -260Q30 -260 30 -200V-40L250 60V110L30 50V170L100 220V260L0 235L-100 260V220L-30 170V50L-250 110V60L-30 -40V-200Q-30 -260 0 -260Z"/>' +
    '<rect class="h" x="-8" y="-200" width="12" height="330" rx="6"/></g>' +
    '<g transform="translate(-170 150)"><path fill="#c58c4c" d="M-70 -50H70V60H-70Z"/><path fill="#efd3a2" d="M-12 -50H12V60H-12Z"/></g>',
  'globe-parcel':
    '<circle class="l" cx="-40" cy="-40" r="210"/><path class="m" d="M-150 -180Q-90 -200 -60 -150Q-90 -100 -40 -80Q0 -60 -30 -10Q-80 10 -110 -40Q-150 -60 -200 -60Q-210 -140 -150 -180ZM30 -220Q110 -200 140 -120Q90 -110 70 -150Q40 -170 30 -220ZM40 40Q90 20 120 60Q100 130 40 150Q10 100 40 40Z"/>' +
    '<path fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="6" d="M-250 -40H170M-40 -250V170M-40 -250Q-150 -40 -40 170M-40 -250Q70 -40 -40 170"/>' +
    '<g transform="translate(150 150)"><path fill="#dcae72" d="M0 -100L110 -45L0 10L-110 -45Z"/><path fill="#c58c4c" d="M-110 -45L0 10V120L-110 65Z"/><path fill="#a8723a" d="M0 10L110 -45V65L0 120Z"/><path fill="#efd3a2" d="M-55 -72L55 -17L40 -10L-70 -65Z"/></g>',
  warehouse:
    '<path class="m" d="M-260 -60L0 -220L260 -60V240H-260Z"/><path class="d" d="M-280 -50L0 -230L280 -50L280 -20L0 -200L-280 -20Z"/>' +
    '<rect class="g" x="-170" y="0" width="340" height="240"/>' +
    [40, 100, 160, 220]
      .map((y) => `<rect class="k" x="-170" y="${y - 60}" width="340" height="6"/>`)
      .join('') +
    '<path fill="#dcae72" d="M-150 140H-50V235H-150Z"/><path fill="#c58c4c" d="M-40 160H60V235H-40Z"/><path fill="#dcae72" d="M-120 60H-20V135H-120Z"/>' +
    '<rect class="l" x="-60" y="-120" width="120" height="60" rx="8"/>',
  'cold-storage':
    '<path class="w" style="fill-opacity:1" d="M-260 -60L0 -220L260 -60V240H-260Z"/><path class="d" d="M-280 -50L0 -230L280 -50L280 -20L0 -200L-280 -20Z"/>' +
    '<rect class="m" x="-170" y="0" width="340" height="240"/>' +
    [40, 100, 160, 220]
      .map((y) => `<rect class="l" x="-170" y="${y - 60}" width="340" height="6"/>`)
      .join('') +
    snowflake(0, -100, 55, '#3b8fd8') +
    snowflake(0, 120, 70, '#ffffff'),
  'customs-stamp':
    page(-40, 10, 330, 440, -6) +
    stamp(130, 90, 1) +
    '<circle fill="none" class="t" style="stroke-width:12" cx="-80" cy="140" r="70"/>',
  'code-laptop': laptop(
    '<path class="s" style="stroke-width:22" d="M-70 -120L-130 -60L-70 0M70 -120L130 -60L70 0"/><path class="t" style="stroke-width:22" d="M30 -140L-30 20"/>',
  ),
  'online-store':
    laptop(
      '<path class="m" d="M-150 -150H150L130 -80H-130Z"/><path class="a" d="M-150 -150H-90L-100 -80H-130ZM-30 -150H30V-80H-30ZM90 -150H150L130 -80H100Z"/>' +
        '<rect class="w" x="-130" y="-80" width="260" height="120"/><rect class="d" x="-30" y="-30" width="60" height="70"/>',
    ) +
    '<g transform="translate(200 -170)"><circle class="a" r="60"/><path fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" d="M-34 -20H-20L-6 20H26L34 -8H-14"/></g>',
  'erp-system': laptop(
    '<rect class="m" x="-185" y="-165" width="120" height="210" rx="6"/><rect class="w" x="-50" y="-165" width="240" height="95" rx="6"/>' +
      '<rect class="w" x="-50" y="-55" width="110" height="100" rx="6"/><rect class="w" x="75" y="-55" width="115" height="100" rx="6"/>' +
      '<path class="t" style="stroke-width:10" d="M-35 -90L20 -130L70 -105L170 -150"/><circle class="a" cx="5" cy="-5" r="30"/>',
  ),
  'mobile-app': phone(
    '<rect class="m" x="-90" y="-190" width="180" height="60" rx="10"/>' +
      [0, 1, 2, 3, 4, 5]
        .map(
          (index) =>
            `<rect class="${index % 3 === 1 ? 'a' : 'w'}" x="${-90 + (index % 3) * 63}" y="${-110 + Math.floor(index / 3) * 80}" width="54" height="64" rx="14"/>`,
        )
        .join('') +
      '<rect class="w" x="-90" y="60" width="180" height="110" rx="10"/>',
  ),
  'cloud-server':
    '<path class="l" d="M-180 -60Q-250 -60 -250 -130Q-250 -200 -170 -200Q-150 -270 -60 -260Q0 -300 60 -250Q160 -270 180 -180Q250 -170 250 -110Q250 -60 180 -60Z"/>' +
    [0, 80, 160]
      .map(
        (y) =>
          `<rect class="g" x="-170" y="${y - 30}" width="340" height="66" rx="12"/><circle fill="#7fe08a" cx="-120" cy="${y + 3}" r="12"/><rect class="k" x="-80" y="${y - 6}" width="200" height="16" rx="8"/>`,
      )
      .join('') +
    '<path fill="none" stroke="#33363f" stroke-width="10" d="M0 -60V-30"/>',
  'shield-lock':
    '<path class="m" d="M0 -250C90 -200 170 -195 220 -190V-20C220 120 110 210 0 260C-110 210 -220 120 -220 -20V-190C-170 -195 -90 -200 0 -250Z"/>' +
    '<path class="h" transform="scale(.82)" d="M0 -250C90 -200 170 -195 220 -190V-20C220 120 110 210 0 260C-110 210 -220 120 -220 -20V-190C-170 -195 -90 -200 0 -250Z"/>' +
    '<path fill="none" stroke="#fff" stroke-width="28" d="M-55 -20V-70Q-55 -130 0 -130Q55 -130 55 -70V-20"/><rect fill="#fff" x="-90" y="-25" width="180" height="150" rx="18"/>' +
    '<circle class="d" cy="35" r="22"/><rect class="d" x="-9" y="40" width="18" height="50" rx="6"/>',
  'e-invoice':
    page(-60, 0, 320, 460, -5) +
    '<g transform="translate(-60 0) rotate(-5)"><rect class="g" x="20" y="90" width="100" height="100"/><rect fill="#fff" x="32" y="102" width="30" height="30"/><rect fill="#fff" x="78" y="102" width="30" height="30"/><rect fill="#fff" x="32" y="148" width="30" height="30"/><rect fill="#fff" x="80" y="150" width="14" height="14"/></g>' +
    '<g transform="translate(170 -90)"><circle class="m" r="90"/><path fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round" d="M-40 0L-10 30L45 -30"/></g>',
  headset:
    '<path fill="none" stroke="#33363f" stroke-width="34" d="M-170 30V-20Q-170 -210 0 -210Q170 -210 170 -20V30"/>' +
    '<rect class="m" x="-220" y="-20" width="100" height="170" rx="40"/><rect class="m" x="120" y="-20" width="100" height="170" rx="40"/>' +
    '<path fill="none" stroke="#33363f" stroke-width="18" stroke-linecap="round" d="M-170 140Q-160 230 -40 230"/><rect class="g" x="-60" y="205" width="80" height="50" rx="22"/>' +
    '<circle class="a" cx="170" cy="-190" r="50"/><path fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" d="M150 -200Q170 -230 190 -200Q190 -185 170 -180V-165"/>',
  'printer-repair':
    page(-20, -150, 220, 180, 0) +
    '<rect class="m" x="-240" y="-90" width="440" height="210" rx="24"/><rect class="d" x="-240" y="-90" width="440" height="50" rx="20"/>' +
    '<rect class="g" x="-160" y="60" width="280" height="30" rx="8"/><rect class="w" style="fill-opacity:1" x="-140" y="80" width="240" height="110"/><circle fill="#7fe08a" cx="150" cy="0" r="14"/>' +
    smallWrench(200, 120, 35, 1),
  'ui-ux':
    laptop(
      '<rect class="w" x="-185" y="-165" width="370" height="40" rx="6"/><rect class="m" x="-185" y="-110" width="170" height="150" rx="8"/>' +
        '<rect class="w" x="0" y="-110" width="185" height="40" rx="8"/><rect class="w" x="0" y="-60" width="185" height="40" rx="8"/><rect class="a" x="0" y="-10" width="90" height="50" rx="20"/>',
    ) + '<path class="g" d="M120 -10L230 80L175 90L205 150L180 162L150 100L115 135Z"/>',
  dashboard:
    '<rect class="g" x="-250" y="-210" width="500" height="340" rx="20"/><rect class="l" x="-225" y="-185" width="450" height="290" rx="8"/>' +
    '<rect class="m" x="-200" y="-10" width="50" height="90" rx="6"/><rect class="m" x="-135" y="-60" width="50" height="140" rx="6"/><rect class="d" x="-70" y="-110" width="50" height="190" rx="6"/>' +
    '<circle class="w" cx="110" cy="-60" r="80"/><path class="a" d="M110 -60V-140A80 80 0 0 1 185 -35Z"/><path class="t" style="stroke-width:12" d="M10 60L70 20L120 40L190 -10"/>' +
    '<rect class="k" x="-30" y="130" width="60" height="70"/><rect class="g" x="-120" y="195" width="240" height="30" rx="15"/>',
  megaphone:
    '<rect class="d" x="-235" y="-75" width="90" height="150" rx="22"/><path class="m" d="M-160 -70L120 -210V210L-160 70Z"/>' +
    '<ellipse class="d" cx="120" rx="42" ry="210"/><rect class="d" x="-125" y="55" width="55" height="135" rx="22"/>' +
    '<path class="t" style="stroke-width:22" d="M205 -110Q265 0 205 110M255 -175Q345 0 255 175"/>',
  'social-phone':
    phone(
      '<circle class="m" cx="-50" cy="-150" r="30"/><rect class="w" x="0" y="-165" width="90" height="30" rx="10"/><rect class="m" x="-90" y="-100" width="180" height="160" rx="10"/>' +
        '<rect class="w" x="-90" y="80" width="180" height="22" rx="11"/><rect class="w" x="-90" y="120" width="120" height="22" rx="11"/>',
    ) +
    '<g transform="translate(170 -130)"><circle class="a" r="70"/><path fill="#fff" d="M0 40L-40 0Q-55 -20 -40 -35Q-20 -50 0 -25Q20 -50 40 -35Q55 -20 40 0Z"/></g>' +
    '<g transform="translate(-180 120)"><path class="l" d="M-60 -40H60V30H-10L-40 60V30H-60Z"/></g>',
  research:
    '<rect class="w" style="fill-opacity:1" x="-250" y="-220" width="380" height="420" rx="20"/><rect class="m" x="-210" y="40" width="60" height="120" rx="6"/><rect class="l" x="-130" y="-10" width="60" height="170" rx="6"/>' +
    '<rect class="d" x="-50" y="-80" width="60" height="240" rx="6"/><rect class="k" x="-210" y="-180" width="200" height="24" rx="12"/>' +
    '<circle fill="#fff" fill-opacity=".4" cx="110" cy="0" r="110"/><circle fill="none" stroke="#33363f" stroke-width="34" cx="110" cy="0" r="110"/>' +
    '<path fill="none" stroke="#33363f" stroke-width="50" stroke-linecap="round" d="M195 85L260 150"/>',
  calculator:
    '<rect class="g" x="-180" y="-250" width="360" height="500" rx="36"/><rect fill="#bfe3b4" x="-140" y="-210" width="280" height="110" rx="12"/>' +
    '<g fill="#2e4f2a"><rect x="-10" y="-180" width="20" height="50" rx="4"/><rect x="30" y="-180" width="20" height="50" rx="4"/><rect x="70" y="-180" width="20" height="50" rx="4"/><rect x="110" y="-135" width="10" height="10"/></g>' +
    Array.from({ length: 12 }, (_, index) => {
      const [col, row] = [index % 3, Math.floor(index / 3)];
      return `<rect class="${col === 2 && row > 1 ? 'a' : row === 0 ? 'm' : 'k'}" x="${-140 + col * 98}" y="${-70 + row * 78}" width="84" height="62" rx="14"/>`;
    }).join(''),
  'tax-return':
    page(-70, 0, 320, 440, -4) +
    '<g transform="translate(150 90) rotate(8) scale(.55)">' +
    '<rect class="g" x="-180" y="-250" width="360" height="500" rx="36"/><rect fill="#bfe3b4" x="-140" y="-210" width="280" height="110" rx="12"/>' +
    Array.from(
      { length: 9 },
      (_, index) =>
        `<rect class="${index === 8 ? 'a' : 'k'}" x="${-140 + (index % 3) * 98}" y="${-70 + Math.floor(index / 3) * 100}" width="84" height="80" rx="14"/>`,
    ).join('') +
    '</g><g transform="translate(-170 -190)"><circle class="m" r="60"/><path fill="#fff" d="M-8 -40H8V-10L30 -20V0L8 10V20L30 10V30L8 40H-8Z"/></g>',
  briefcase:
    '<path fill="none" stroke="#33363f" stroke-width="30" d="M-70 -110V-160Q-70 -190 -40 -190H40Q70 -190 70 -160V-110"/>' +
    '<rect class="m" x="-250" y="-120" width="500" height="340" rx="30"/><rect class="d" x="-250" y="-120" width="500" height="130" rx="30"/>' +
    '<rect class="a" x="-40" y="-10" width="80" height="60" rx="10"/>' +
    '<g transform="translate(170 -190)"><circle class="w" r="60"/><path class="t" style="stroke-width:12" d="M-30 20L-5 -5L10 10L35 -20"/></g>',
  recruit:
    person(-130, 40, 1.1, 'l') +
    person(130, 40, 1.1, 'l') +
    person(0, 20, 1.35, 'm') +
    '<g transform="translate(160 -150)"><circle fill="#fff" fill-opacity=".5" r="60"/><circle fill="none" stroke="#33363f" stroke-width="20" r="60"/><path fill="none" stroke="#33363f" stroke-width="30" stroke-linecap="round" d="M45 45L90 90"/></g>' +
    '<rect class="d" x="-240" y="180" width="480" height="40" rx="20"/>',
  team:
    person(-150, 70, 1, 'l') +
    person(150, 70, 1, 'l') +
    person(0, 50, 1.25, 'm') +
    '<rect class="d" x="-250" y="160" width="500" height="50" rx="25"/><g transform="translate(0 -200)"><circle fill="#1f8a4c" r="60"/><path fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round" stroke-linejoin="round" d="M-28 0L-6 22L30 -22"/></g>',
  translation:
    '<path class="m" d="M-250 -200Q-250 -240 -210 -240H30Q70 -240 70 -200V-40Q70 0 30 0H-120L-190 60V0H-210Q-250 0 -250 -40Z"/>' +
    '<path class="a" d="M250 -60Q250 -100 210 -100H-10Q-50 -100 -50 -60V100Q-50 140 -10 140H130L200 200V140H210Q250 140 250 100Z"/>' +
    '<g fill="#fff"><rect x="-200" y="-190" width="200" height="22" rx="11"/><rect x="-200" y="-140" width="150" height="22" rx="11"/><rect x="-200" y="-90" width="180" height="22" rx="11"/>' +
    '<rect x="10" y="-50" width="190" height="22" rx="11"/><rect x="50" y="0" width="150" height="22" rx="11"/><rect x="20" y="50" width="180" height="22" rx="11"/></g>',
  brochure:
    '<path class="l" d="M-250 -170L-90 -210V190L-250 230Z"/><path class="m" d="M-90 -210L80 -170V230L-90 190Z"/><path class="d" d="M80 -170L240 -210V190L80 230Z"/>' +
    '<rect class="w" x="-60" y="-120" width="110" height="90" rx="8"/><g fill="#fff" fill-opacity=".8"><rect x="-60" y="0" width="110" height="16" rx="8"/><rect x="-60" y="40" width="80" height="16" rx="8"/>' +
    '<rect x="110" y="-120" width="100" height="16" rx="8"/><rect x="110" y="-80" width="80" height="16" rx="8"/><rect x="-220" y="-100" width="100" height="16" rx="8"/></g>' +
    '<g transform="translate(150 180) rotate(-10)"><rect class="w" style="fill-opacity:1" x="-90" y="-55" width="180" height="110" rx="10"/><circle class="a" cx="-45" cy="0" r="26"/><rect class="k" x="0" y="-20" width="70" height="14" rx="7"/><rect class="k" x="0" y="10" width="50" height="14" rx="7"/></g>',
  'event-stage':
    '<path fill="#fff4c2" opacity=".55" d="M-200 -240L-60 200H-300ZM200 -240L300 200H60Z"/>' +
    '<rect class="d" x="-260" y="-250" width="520" height="40" rx="10"/><circle class="g" cx="-200" cy="-215" r="30"/><circle class="g" cx="200" cy="-215" r="30"/>' +
    '<path class="m" d="M-260 -210H-180V140H-260ZM180 -210H260V140H180Z"/><rect class="l" x="-180" y="-210" width="360" height="260" rx="6"/>' +
    '<rect class="g" x="-8" y="20" width="16" height="130"/><rect class="g" x="-26" y="-20" width="52" height="60" rx="26"/>' +
    '<path class="d" d="M-280 140H280V200H-280Z"/>' +
    person(-170, 240, 0.6, 'g') +
    person(-60, 250, 0.6, 'g') +
    person(60, 250, 0.6, 'g') +
    person(170, 240, 0.6, 'g'),
  camera:
    '<rect class="g" x="-250" y="-140" width="500" height="330" rx="40"/><rect class="g" x="-110" y="-200" width="180" height="80" rx="16"/>' +
    '<rect class="m" x="-250" y="-60" width="500" height="40"/><circle class="k" cy="30" r="140"/><circle class="g" cy="30" r="110"/><circle class="d" cy="30" r="72"/>' +
    '<circle fill="#fff" fill-opacity=".5" cx="-25" cy="5" r="22"/><rect class="a" x="160" y="-110" width="60" height="30" rx="8"/><rect class="k" x="-210" y="-175" width="70" height="36" rx="8"/>',
  'brand-swatches':
    '<g transform="rotate(-18)"><rect class="d" x="-60" y="-250" width="120" height="420" rx="20"/></g><g transform="rotate(0)"><rect class="m" x="-60" y="-250" width="120" height="420" rx="20"/></g>' +
    '<g transform="rotate(18)"><rect class="a" x="-60" y="-250" width="120" height="420" rx="20"/></g><g transform="rotate(36)"><rect class="l" x="-60" y="-250" width="120" height="420" rx="20"/></g>' +
    '<circle class="g" cy="130" r="20"/>' +
    '<g transform="translate(-150 120)"><circle class="w" style="fill-opacity:1" r="100"/><path class="m" d="M-50 40L0 -60L50 40Z"/><circle class="a" cx="0" cy="10" r="26"/></g>',
  'pen-tablet':
    '<rect class="g" x="-260" y="-180" width="470" height="340" rx="30"/><rect class="l" x="-220" y="-140" width="390" height="260" rx="8"/>' +
    '<path class="m" d="M-180 60Q-120 -120 -20 -40Q60 20 120 -100"/><path class="t" style="stroke-width:22" d="M-180 60Q-120 -120 -20 -40Q60 20 120 -100"/><circle class="a" cx="-60" cy="40" r="40"/>' +
    '<g transform="translate(170 90) rotate(35)"><rect class="d" x="-22" y="-200" width="44" height="260" rx="18"/><path class="k" d="M-22 60H22L0 120Z"/></g>',
  'play-video':
    '<rect class="g" x="-250" y="-190" width="500" height="330" rx="30"/><rect class="m" x="-220" y="-160" width="440" height="270" rx="12"/>' +
    '<circle class="w" style="fill-opacity:1" cy="-25" r="80"/><path class="d" d="M-25 -70L50 -25L-25 20Z"/>' +
    '<rect class="k" x="-220" y="170" width="440" height="16" rx="8"/><rect class="a" x="-220" y="170" width="180" height="16" rx="8"/><circle class="a" cx="-40" cy="178" r="22"/>' +
    '<path class="l" d="M-170 80Q-140 40 -110 80T-50 80" opacity="0"/>',
  'exhibition-stand':
    '<path class="d" d="M-260 200L-60 260L260 180L60 130Z"/><path class="m" d="M-250 -220L40 -250V150L-250 190Z"/><path class="l" d="M40 -250L250 -200V170L40 150Z"/>' +
    '<rect class="w" x="-200" y="-170" width="180" height="110" rx="10" transform="skewY(-6)"/><circle class="a" cx="-110" cy="20" r="50"/>' +
    '<path class="g" d="M60 40L220 60V180L60 160Z"/><path class="k" d="M60 40L100 20L250 40L220 60Z"/><rect class="a" x="90" y="-160" width="120" height="26" rx="8" transform="skewY(8)"/>',
  'floor-plan':
    '<rect class="w" style="fill-opacity:1" x="-250" y="-210" width="500" height="420" rx="12"/>' +
    '<path fill="none" stroke="#33363f" stroke-width="18" stroke-linejoin="round" d="M-220 -180H220V180H-220ZM-40 -180V-20M-40 60V180M-220 20H-120M-60 20H-40M80 -180V-60M80 20V180M80 20H220"/>' +
    '<rect class="m" x="-200" y="-160" width="110" height="60" rx="10"/><rect class="l" x="-200" y="60" width="120" height="90" rx="10"/><circle class="a" cx="150" cy="100" r="40"/>' +
    '<rect class="m" x="110" y="-160" width="90" height="60" rx="8"/><rect class="d" x="-20" y="-160" width="80" height="110" rx="10"/>',
  blueprint:
    '<rect fill="#2d5fa8" x="-250" y="-200" width="460" height="400" rx="10"/><path fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="3" d="M-250 -120H210M-250 -40H210M-250 40H210M-250 120H210M-170 -200V200M-90 -200V200M-10 -200V200M70 -200V200M150 -200V200"/>' +
    '<path fill="none" stroke="#fff" stroke-width="12" stroke-linejoin="round" d="M-180 140V-20L-40 -130L100 -20V140ZM-80 140V50H0V140"/><rect fill="none" stroke="#fff" stroke-width="8" x="30" y="20" width="50" height="50"/>' +
    '<g transform="translate(220 -170) rotate(40)"><rect class="a" x="-16" y="-20" width="32" height="260" rx="6"/><path class="l" d="M-16 240H16L0 280Z"/></g>' +
    '<rect fill="#1f4582" x="190" y="-200" width="40" height="400" rx="20"/>',
  cnc:
    gear(-60, -30, 190, 10, 'k') +
    gear(160, 150, 100, 8, 'm') +
    '<circle class="g" cx="-60" cy="-30" r="40"/><rect class="g" x="120" y="-260" width="80" height="130" rx="10"/><path class="k" d="M140 -130H180L160 -60Z"/>' +
    '<g fill="#f7c545"><circle cx="130" cy="-55" r="8"/><circle cx="190" cy="-45" r="6"/><circle cx="170" cy="-30" r="5"/></g>',
  'steel-beam':
    '<g transform="rotate(-15)"><path class="k" d="M-260 -90H200V-60H-260ZM-260 60H200V90H-260Z"/><rect fill="#9aa3ae" x="-260" y="-60" width="460" height="120"/>' +
    '<path fill="#7f8894" d="M200 -90L260 -120V-90L200 -60ZM200 60L260 30V60L200 90ZM200 -60L230 -75V45L200 60Z"/></g>' +
    '<g transform="translate(20 -150)"><rect class="g" x="-80" y="-100" width="160" height="130" rx="30"/><rect fill="#2e4f6a" x="-55" y="-60" width="110" height="40" rx="8"/></g>' +
    '<g stroke="#f7a73a" stroke-width="10" stroke-linecap="round"><path d="M30 20L90 -40M30 20L110 10M30 20L60 90M30 20L-30 -30M30 20L-20 70"/></g><circle fill="#fff4c2" cx="30" cy="20" r="22"/>',
  'machine-service':
    gear(-60, -20, 180, 9, 'm') +
    gear(150, 150, 90, 7, 'k') +
    '<circle class="d" cx="-60" cy="-20" r="40"/>' +
    smallWrench(120, -120, -40, 1.2),
  'injection-mold':
    '<rect class="g" x="-260" y="60" width="520" height="60" rx="10"/><rect class="m" x="-240" y="-140" width="180" height="200" rx="16"/><rect class="m" x="60" y="-140" width="180" height="200" rx="16"/>' +
    '<rect class="d" x="-60" y="-100" width="50" height="120"/><rect class="d" x="10" y="-100" width="50" height="120"/><path class="k" d="M-200 -250H-100L-120 -140H-180Z"/>' +
    '<g transform="translate(0 200)"><path class="a" d="M-180 0H-100V50H-180Z"/><circle class="l" cx="0" cy="25" r="30"/><path class="a" d="M80 50L130 -10L180 50Z"/></g>',
  '3d-printer':
    '<rect class="g" x="-230" y="-250" width="460" height="40" rx="10"/><rect class="g" x="-230" y="-250" width="40" height="480" rx="10"/><rect class="g" x="190" y="-250" width="40" height="480" rx="10"/>' +
    '<rect class="g" x="-250" y="200" width="500" height="50" rx="12"/><rect class="k" x="-190" y="-110" width="380" height="20"/>' +
    '<path class="m" d="M-30 -130H50V-70L10 -40L-30 -70Z"/><rect class="k" x="-150" y="130" width="300" height="30" rx="6"/>' +
    '<path class="a" d="M-80 130L-60 0H80L100 130Z"/><path class="l" d="M-60 0H80L70 -25H-50Z"/>' +
    '<path fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="4" d="M-76 105H96M-72 80H92M-68 55H88M-64 30H84"/>',
  'lab-flask':
    '<path class="w" style="fill-opacity:1" d="M-50 -250H50V-80L190 190Q210 240 160 250H-160Q-210 240 -190 190L-50 -80Z"/>' +
    '<path class="m" d="M-112 70H112L190 190Q210 240 160 250H-160Q-210 240 -190 190Z"/><rect class="k" x="-70" y="-262" width="140" height="30" rx="10"/>' +
    '<g fill="#fff" fill-opacity=".7"><circle cx="-40" cy="150" r="20"/><circle cx="40" cy="190" r="14"/><circle cx="0" cy="110" r="10"/></g>' +
    '<g transform="translate(-190 -60) rotate(-10)"><rect class="p" x="-28" y="-150" width="56" height="260" rx="28"/><rect class="a" x="-28" y="0" width="56" height="110" rx="28"/></g>',
  'packing-line':
    '<rect class="g" x="-270" y="140" width="540" height="40" rx="20"/>' +
    [-220, -120, -20, 80, 180, 260].map((x) => `<circle class="k" cx="${x}" cy="160" r="12"/>`).join('') +
    '<rect class="d" x="-240" y="-250" width="200" height="150" rx="12"/><rect class="k" x="-160" y="-100" width="40" height="70"/><path class="k" d="M-175 -30H-105L-140 10Z"/>' +
    [-200, -80, 40]
      .map(
        (x, index) =>
          `<g transform="translate(${x} 0)"><rect class="${index === 2 ? 'a' : 'd'}" x="-16" y="-10" width="32" height="30" rx="4"/><path class="p" d="M-22 20H22V40Q50 50 50 80V140H-50V80Q-50 50 -22 40Z"/><rect class="m" x="-50" y="80" width="100" height="40"/></g>`,
      )
      .join('') +
    '<path fill="#dcae72" d="M110 140V20H260V140Z"/><path fill="#c58c4c" d="M110 20L140 -20H230L260 20Z"/>',
  'design-box':
    '<path fill="#dcae72" d="M-30 -190L180 -85L-30 20L-240 -85Z"/><path fill="#c58c4c" d="M-240 -85L-30 20V250L-240 145Z"/><path fill="#a8723a" d="M-30 20L180 -85V145L-30 250Z"/>' +
    '<path class="m" d="M-200 -20L-70 45V170L-200 105Z"/><circle class="w" cx="-135" cy="70" r="34" transform="skewY(26) translate(0 62)"/>' +
    '<g transform="translate(180 -120) rotate(30)"><rect class="a" x="-22" y="-150" width="44" height="260" rx="10"/><path class="l" d="M-22 110H22L0 170Z"/><path class="g" d="M-8 150H8L0 170Z"/></g>',
  contract:
    page(-70, -20, 320, 430, -5) +
    '<path fill="none" stroke="#33363f" stroke-width="10" stroke-linecap="round" d="M-180 140Q-150 100 -130 140T-80 130T-30 140"/>' +
    '<g transform="translate(160 120) rotate(35)"><rect class="d" x="-24" y="-220" width="48" height="260" rx="14"/><rect class="a" x="-24" y="-220" width="48" height="50" rx="14"/><path class="k" d="M-24 40H24L0 110Z"/></g>',
  gavel:
    '<g transform="rotate(-35) translate(20 -40)"><rect class="m" x="-170" y="-90" width="260" height="120" rx="24"/><rect class="d" x="-190" y="-100" width="40" height="140" rx="12"/><rect class="d" x="70" y="-100" width="40" height="140" rx="12"/>' +
    '<rect fill="#8a5a2b" x="-30" y="30" width="44" height="260" rx="18"/></g>' +
    '<rect fill="#8a5a2b" x="-40" y="170" width="280" height="50" rx="14"/><rect fill="#6b4420" x="-20" y="215" width="240" height="40" rx="10"/>',
  'debt-collection':
    page(-80, -30, 300, 400, -6) +
    [0, 1, 2, 3]
      .map(
        (index) =>
          `<ellipse fill="#b8860b" cx="150" cy="${210 - index * 40}" rx="90" ry="30"/><ellipse fill="#f4c542" cx="150" cy="${200 - index * 40}" rx="90" ry="30"/>`,
      )
      .join('') +
    '<ellipse fill="#e0ad2e" cx="150" cy="80" rx="55" ry="16"/>' +
    '<path class="t" style="stroke-width:22" d="M-170 160Q-120 240 10 200"/><path class="a" d="M20 170L40 215L-10 225Z"/>',
  'company-formation':
    '<path class="m" d="M-200 250V-120H-40V250Z"/><path class="d" d="M-40 250V-220H140V250Z"/>' +
    [-160, -100]
      .map((x) =>
        [-80, -10, 60, 130]
          .map((y) => `<rect class="w" x="${x}" y="${y}" width="40" height="44" rx="4"/>`)
          .join(''),
      )
      .join('') +
    [-10, 70]
      .map((x) =>
        [-180, -110, -40, 30, 100]
          .map((y) => `<rect class="l" x="${x}" y="${y}" width="44" height="44" rx="4"/>`)
          .join(''),
      )
      .join('') +
    '<rect class="g" x="10" y="180" width="60" height="70"/>' +
    stamp(180, 110, 0.75),
  license:
    '<rect class="w" style="fill-opacity:1" x="-250" y="-190" width="500" height="360" rx="20"/><rect class="m" x="-250" y="-190" width="500" height="70" rx="20"/>' +
    '<rect class="l" x="-210" y="-90" width="140" height="170" rx="10"/>' +
    '<g class="k"><rect x="-40" y="-80" width="230" height="22" rx="11"/><rect x="-40" y="-30" width="180" height="22" rx="11"/><rect x="-40" y="20" width="210" height="22" rx="11"/></g>' +
    '<g transform="translate(150 140)"><path class="a" d="M-40 40L-60 120L0 95L60 120L40 40Z"/><circle class="a" r="70"/><circle class="w" style="fill-opacity:1" r="46"/><path fill="none" class="t" style="stroke-width:14" d="M-22 0L-4 18L24 -16"/></g>',
  trademark:
    '<circle class="m" cy="-20" r="200"/><circle fill="none" stroke="#fff" stroke-width="20" cy="-20" r="160"/>' +
    '<path fill="none" stroke="#fff" stroke-width="40" stroke-linejoin="round" stroke-linecap="round" d="M-60 80V-120H20Q80 -120 80 -65Q80 -10 20 -10H-60M10 -10L80 80"/>' +
    '<path class="a" d="M-120 150L-170 260L-90 230L-60 290L0 170Z"/><path class="a" d="M120 150L170 260L90 230L60 290L0 170Z"/>',
  certificate:
    page(-40, -20, 360, 440, 0) +
    '<g transform="translate(110 130)"><path class="a" d="M-40 40L-60 130L0 100L60 130L40 40Z"/><circle class="a" r="80"/><circle class="w" style="fill-opacity:1" r="54"/>' +
    '<path fill="none" class="t" style="stroke-width:16" d="M-26 0L-6 20L28 -18"/></g>' +
    '<path class="m" d="M0 -260C60 -225 110 -222 140 -220V-130C140 -60 80 -20 0 0" opacity="0"/>',
  'hvac-service':
    '<rect class="w" style="fill-opacity:1" x="-270" y="-200" width="540" height="190" rx="40"/><rect fill="#e3e7ec" x="-270" y="-60" width="540" height="50" rx="20"/>' +
    '<rect class="g" x="-230" y="-40" width="460" height="14" rx="7"/><circle class="a" cx="200" cy="-140" r="12"/>' +
    snowflake(-110, 120, 80, '#3b8fd8') +
    smallWrench(120, 100, 30, 1),
  'solar-install':
    '<path fill="#1e3a6e" d="M-260 -40H120L180 140H-200Z"/><path fill="none" stroke="#8fb3e8" stroke-width="6" d="M-165 -40L-110 140M-70 -40L-20 140M25 -40L70 140M-240 50H150"/>' +
    '<path fill="none" stroke="#c3c9d2" stroke-width="10" d="M-260 -40H120L180 140H-200Z"/><rect class="k" x="-40" y="140" width="30" height="80"/>' +
    '<g transform="translate(160 -150)"><circle class="a" r="80"/><path fill="#fff" d="M15 -55L-35 10H0L-15 60L40 -10H5Z"/></g>' +
    smallWrench(200, 130, -30, 0.9),
  'plumbing-service':
    '<path fill="none" stroke="#c3c9d2" stroke-width="70" stroke-linejoin="round" d="M-260 -100H0V200"/><path fill="none" stroke="#9aa3ae" stroke-width="14" d="M-120 -140V-60M-40 160H40"/>' +
    '<rect class="k" x="-60" y="150" width="120" height="40" rx="8"/>' +
    '<g fill="#4a90d9"><path d="M0 210Q25 245 25 262A25 25 0 0 1 -25 262Q-25 245 0 210Z"/></g>' +
    smallWrench(160, -40, 30, 1.3),
  'building-maintenance':
    '<path class="m" d="M-230 250V-130H50V250Z"/>' +
    [-190, -110, -30]
      .map((x) =>
        [-90, -10, 70, 150]
          .map((y) => `<rect class="w" x="${x}" y="${y}" width="50" height="50" rx="4"/>`)
          .join(''),
      )
      .join('') +
    '<g transform="translate(150 -100)"><path class="a" d="M-110 40Q-115 -90 0 -95Q115 -90 110 40Z"/><path class="d" d="M-140 30H140Q150 30 145 45L140 60H-140L-145 45Q-150 30 -140 30Z"/><path class="h" d="M-20 -90H20V30H-20Z"/></g>' +
    smallWrench(170, 130, 25, 0.9),
  'electrical-panel':
    '<rect class="k" x="-200" y="-250" width="400" height="500" rx="20"/><rect class="g" x="-170" y="-220" width="340" height="440" rx="10"/>' +
    [-150, -60, 30, 120]
      .map((y) =>
        [-130, -70, -10, 50, 110]
          .map(
            (x) =>
              `<rect class="w" x="${x}" y="${y}" width="40" height="60" rx="6"/><rect class="m" x="${x + 10}" y="${y + 10}" width="20" height="24" rx="3"/>`,
          )
          .join(''),
      )
      .join('') +
    '<g transform="translate(200 -200)"><circle class="a" r="60"/><path fill="#fff" d="M12 -40L-26 8H0L-12 44L28 -6H2Z"/></g>',
} satisfies Record<string, string>;
