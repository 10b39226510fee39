/** Perfumes, oud, cosmetics, clothing and accessories. */
export const beautyFashionDrawings = {
  'oud-oil':
    '<path fill="#c9a24a" d="M-40 -250H40L55 -170H-55Z"/><rect fill="#a8842f" x="-30" y="-175" width="60" height="40"/>' +
    '<path class="l" d="M0 -140L150 0L0 240L-150 0Z"/><path class="m" d="M0 -140L150 0L0 40Z"/><path class="d" d="M0 40L150 0L0 240Z"/><path fill="#fff" fill-opacity=".35" d="M0 -140L-150 0L0 40Z"/>' +
    '<path fill="#6b3518" fill-opacity=".55" d="M-100 30L0 45L100 30L0 200Z"/>',
  incense:
    '<path fill="none" stroke="#b8b8c0" stroke-width="16" stroke-linecap="round" opacity=".8" d="M-20 -110Q-80 -170 -20 -210Q40 -250 -10 -270M40 -110Q90 -160 50 -200"/>' +
    '<path fill="#c9a24a" d="M-150 -110H150L110 20H-110Z"/><ellipse fill="#a8842f" cy="-110" rx="150" ry="26"/><ellipse class="d" cy="-112" rx="120" ry="16"/>' +
    '<rect class="m" x="-70" y="20" width="140" height="150"/><path class="d" d="M-150 170H150L170 240H-170Z"/>' +
    '<path fill="#a8842f" d="M-70 20H70V50H-70ZM-70 130H70V160H-70Z"/><circle fill="#fff" fill-opacity=".5" cx="0" cy="90" r="22"/>',
  perfume:
    '<rect class="g" x="-55" y="-260" width="110" height="80" rx="12"/><rect fill="#c9a24a" x="-35" y="-180" width="70" height="50"/>' +
    '<rect class="m" x="-180" y="-130" width="360" height="370" rx="60"/><rect class="h" x="-140" y="-95" width="280" height="300" rx="40"/>' +
    '<rect class="w" x="-90" y="20" width="180" height="100" rx="12"/><circle class="d" cy="70" r="24"/>' +
    '<g transform="translate(240 120)"><rect class="d" x="-50" y="-100" width="100" height="220" rx="12"/><rect class="l" x="-50" y="-100" width="100" height="40" rx="12"/></g>',
  'cream-jar':
    '<rect class="d" x="-210" y="-150" width="420" height="110" rx="30"/><rect class="m" x="-200" y="-50" width="400" height="260" rx="50"/>' +
    '<rect class="w" x="-200" y="30" width="400" height="110"/><path class="m" d="M0 50C40 70 40 110 0 125C-40 110 -40 70 0 50Z"/>' +
    '<g transform="translate(70 -210) rotate(-12)"><ellipse fill="#fff" cx="0" cy="30" rx="130" ry="40"/><path fill="#f6efe6" d="M-110 30Q-60 -40 0 -10Q60 -60 110 30Z"/></g>' +
    '<rect class="h" x="130" y="-30" width="24" height="210" rx="12"/>',
  kohl:
    '<path class="s" style="stroke:#c9a24a;stroke-width:16" d="M40 -220L200 -260"/><circle fill="#c9a24a" cx="205" cy="-262" r="16"/>' +
    '<path fill="#c9a24a" d="M-40 -230H40L30 -170H-30Z"/><path class="m" d="M-30 -170H30Q40 -110 100 -60Q150 0 150 90Q150 240 0 250Q-150 240 -150 90Q-150 0 -100 -60Q-40 -110 -30 -170Z"/>' +
    '<path class="d" d="M-150 90Q0 140 150 90V120Q0 170 -150 120Z"/><path fill="#c9a24a" d="M-110 0Q0 40 110 0L120 20Q0 60 -120 20Z"/>' +
    '<path fill="none" stroke="#1f1f24" stroke-width="16" stroke-linecap="round" d="M-250 -40Q-190 -90 -120 -60M-250 -40Q-210 -30 -150 -40"/>',
  'dropper-bottle':
    '<rect class="g" x="-40" y="-265" width="80" height="90" rx="36"/><rect class="g" x="-60" y="-180" width="120" height="60" rx="10"/>' +
    '<path fill="#a0521d" d="M-60 -120H60V-100Q150 -90 150 0V210Q150 250 110 250H-110Q-150 250 -150 210V0Q-150 -90 -60 -100Z"/>' +
    '<rect class="w" x="-150" y="20" width="300" height="160"/><path class="m" d="M0 50C40 70 40 130 0 150C-40 130 -40 70 0 50Z"/>' +
    '<rect fill="#fff" fill-opacity=".3" x="100" y="-50" width="20" height="260" rx="10"/>',
  soap:
    [
      [0, 60, 'l'],
      [-40, -20, 'm'],
      [30, -100, 'l'],
    ]
      .map(
        ([x, y, cls]) =>
          `<g transform="translate(${x} ${y}) rotate(${Number(x) / 10})"><path class="d" d="M-200 20H200V70Q200 90 180 90H-180Q-200 90 -200 70Z"/>` +
          `<rect class="${cls}" x="-200" y="-50" width="400" height="90" rx="30"/><rect fill="#fff" fill-opacity=".45" x="-110" y="-25" width="220" height="40" rx="20"/></g>`,
      )
      .join('') +
    '<g fill="#fff" stroke="#c9d6e2" stroke-width="4"><circle cx="180" cy="-200" r="36"/><circle cx="230" cy="-150" r="22"/><circle cx="130" cy="-240" r="18"/></g>' +
    '<path fill="#6f9a3a" d="M-170 -170C-110 -200 -80 -150 -100 -110C-160 -110 -190 -140 -170 -170Z"/>',
  towels:
    [
      [150, 'l'],
      [60, 'm'],
      [-30, 'w'],
      [-120, 'l'],
    ]
      .map(
        ([y, cls]) =>
          `<path class="d" d="M-220 ${Number(y) + 80}Q-260 ${Number(y) + 40} -220 ${y}H220Q260 ${Number(y) + 40} 220 ${Number(y) + 80}Z" opacity=".5"/>` +
          `<rect class="${cls}" ${cls === 'w' ? 'style="fill-opacity:1"' : ''} x="-230" y="${y}" width="460" height="80" rx="38"/><rect class="d" opacity=".2" x="-230" y="${Number(y) + 55}" width="460" height="12"/>`,
      )
      .join('') +
    '<path fill="#7fbf7f" d="M120 -200C170 -240 220 -210 210 -160C160 -150 120 -170 120 -200Z"/>',
  thobe:
    '<path class="w" style="fill-opacity:1" d="M-70 -250Q0 -230 70 -250L170 -210L230 -20L160 10L130 -90V250H-130V-90L-160 10L-230 -20L-170 -210Z"/>' +
    '<path fill="#dfe3e8" d="M130 -90V250H90V-60Z"/><path fill="#e4e7ec" d="M-70 -250Q0 -220 70 -250L50 -220Q0 -200 -50 -220Z"/>' +
    '<rect fill="#c9ced6" x="-8" y="-220" width="16" height="150"/><g fill="#b0b7c1"><circle cx="0" cy="-190" r="7"/><circle cx="0" cy="-150" r="7"/><circle cx="0" cy="-110" r="7"/></g>' +
    '<rect class="m" x="60" y="-170" width="50" height="8" rx="4"/>',
  bisht:
    '<path class="d" d="M-90 -250Q0 -215 90 -250L250 -160L260 250H-260L-250 -160Z"/>' +
    '<path class="w" style="fill-opacity:1" d="M-70 -240Q0 -210 70 -240L40 250H-40Z"/>' +
    '<path fill="none" stroke="#d4a73b" stroke-width="26" d="M-90 -245L-60 250M90 -245L60 250"/>' +
    '<path fill="none" stroke="#d4a73b" stroke-width="10" stroke-dasharray="16 10" d="M-120 -230L-95 250M120 -230L95 250"/>' +
    '<path class="m" d="M-250 -160L-260 250H-220L-180 -100Z" opacity=".5"/>',
  shemagh:
    '<path fill="#fff" d="M-260 -120L0 -250L260 -120L0 250Z"/>' +
    '<clipPath id="shemagh"><path d="M-260 -120L0 -250L260 -120L0 250Z"/></clipPath>' +
    '<g clip-path="url(#shemagh)" fill="#d23a3a">' +
    Array.from({ length: 12 }, (_, row) =>
      Array.from({ length: 12 }, (_, col) =>
        (row + col) % 2
          ? ''
          : `<rect x="${col * 44 - 264}" y="${row * 44 - 264}" width="30" height="30" transform="rotate(45 ${col * 44 - 249} ${row * 44 - 249})"/>`,
      ).join(''),
    ).join('') +
    '</g><path fill="none" stroke="#d23a3a" stroke-width="16" d="M-230 -105L0 210L230 -105"/>' +
    '<path fill="none" stroke="#b82e2e" stroke-width="8" stroke-dasharray="4 10" d="M-40 200L0 265L40 200"/>',
  ghutra:
    '<path fill="#fff" d="M-260 -120L0 -250L260 -120L0 250Z"/><path fill="#eef0f3" d="M0 -250L260 -120L0 250Z"/>' +
    '<path fill="none" stroke="#e2e5ea" stroke-width="6" d="M-200 -90L0 -190L200 -90M-140 -60L0 -130L140 -60"/>' +
    '<g transform="translate(0 -40)"><ellipse fill="#2b2b30" cy="0" rx="150" ry="40" fill-opacity="0"/><path fill="none" stroke="#1f1f24" stroke-width="22" d="M-150 0A150 40 0 1 0 150 0A150 40 0 1 0 -150 0"/>' +
    '<path fill="none" stroke="#1f1f24" stroke-width="22" d="M-150 -40A150 40 0 1 0 150 -40A150 40 0 1 0 -150 -40" opacity=".85"/></g>',
  abaya:
    '<path fill="#1f1f26" d="M-70 -250Q0 -225 70 -250L160 -200L260 40L210 70L130 -60L190 250H-190L-130 -60L-210 70L-260 40L-160 -200Z"/>' +
    '<path fill="#34343e" d="M-20 -230H20L40 250H-40Z"/>' +
    '<path fill="none" stroke="#d4a73b" stroke-width="10" stroke-dasharray="18 10" d="M215 55L160 -60M-215 55L-160 -60M-20 -230L-40 250M20 -230L40 250"/>' +
    '<path class="m" d="M-70 -250Q0 -225 70 -250Q0 -200 -70 -250Z"/>',
  dress:
    '<path class="m" d="M-70 -250Q0 -215 70 -250L150 -210L230 20L170 40L110 -90L190 250H-190L-110 -90L-170 40L-230 20L-150 -210Z"/>' +
    '<path class="d" d="M-120 -40H120L130 0H-130Z"/><rect class="l" x="90" y="60" width="60" height="70" rx="10" transform="rotate(-10 120 95)"/>' +
    '<path class="s" style="stroke-width:6;opacity:.4" d="M-60 20L-100 240M60 20L100 240M0 20V240"/>',
  shirt:
    '<path class="w" style="fill-opacity:1" d="M-90 -230Q0 -190 90 -230L235 -150L185 -35L130 -65V240H-130V-65L-185 -35L-235 -150Z"/>' +
    '<path fill="#dfe3e8" d="M-90 -230L-20 -140L0 -180L20 -140L90 -230Q0 -190 -90 -230Z"/><rect fill="#c9ced6" x="-6" y="-170" width="12" height="410"/>' +
    '<g fill="#b0b7c1"><circle cx="0" cy="-110" r="8"/><circle cx="0" cy="-40" r="8"/><circle cx="0" cy="30" r="8"/><circle cx="0" cy="100" r="8"/></g>' +
    '<rect class="m" x="40" y="-90" width="70" height="70" rx="8"/><path class="d" d="M-235 -150L-185 -35L-160 -48L-208 -162Z"/><path class="d" d="M235 -150L185 -35L160 -48L208 -162Z"/>',
  wallet:
    '<rect fill="#6b3a1e" x="-250" y="-160" width="500" height="330" rx="36"/><rect fill="#8a4f2a" x="-250" y="-160" width="500" height="150" rx="36"/>' +
    '<rect class="m" x="-210" y="-230" width="200" height="130" rx="14" transform="rotate(-8 -110 -165)"/><rect class="l" x="-40" y="-240" width="200" height="130" rx="14" transform="rotate(6 60 -175)"/>' +
    '<rect fill="#6b3a1e" x="-250" y="-80" width="500" height="250" rx="36"/><path fill="none" stroke="#d9a66a" stroke-width="6" stroke-dasharray="14 10" d="M-220 -50H220V140H-220Z"/>' +
    '<rect fill="#c9a24a" x="150" y="-10" width="70" height="60" rx="12"/>',
  'prayer-beads':
    Array.from({ length: 33 }, (_, index) => {
      const angle = (index / 33) * Math.PI * 2;
      return `<circle fill="#e0902a" cx="${(Math.cos(angle) * 170).toFixed(0)}" cy="${(Math.sin(angle) * 150 - 50).toFixed(0)}" r="24"/><circle fill="#f8c46a" cx="${(Math.cos(angle) * 170 - 7).toFixed(0)}" cy="${(Math.sin(angle) * 150 - 57).toFixed(0)}" r="8"/>`;
    }).join('') +
    '<rect fill="#c97a1a" x="-22" y="95" width="44" height="70" rx="18"/><path fill="none" stroke="#c9a24a" stroke-width="8" d="M-10 165L-40 255M0 165V260M10 165L40 255"/>' +
    '<circle class="d" cy="100" r="26"/>',
  'fabric-roll':
    '<path class="d" d="M-240 40L0 -70L240 40L0 150Z" opacity=".4"/>' +
    '<g transform="rotate(-12)"><rect class="m" x="-230" y="-180" width="400" height="200" rx="0"/><ellipse class="l" cx="170" cy="-80" rx="50" ry="100"/><ellipse class="d" cx="170" cy="-80" rx="14" ry="28"/>' +
    '<path class="m" d="M-230 20H170L210 240H-190Z"/><path class="h" d="M-230 -150H170V-120H-230Z"/><path class="s" style="stroke-width:6;opacity:.3" d="M-190 60L-160 230M-80 60L-50 230M30 60L60 230"/></g>',
  sewing:
    '<rect class="m" x="-240" y="60" width="480" height="60" rx="16"/><path class="w" style="fill-opacity:1" d="M-200 60V-150Q-200 -200 -150 -200H180Q220 -200 220 -160V-60Q220 -20 180 -20H-60V60Z"/>' +
    '<rect class="m" x="140" y="-20" width="60" height="80"/><rect class="k" x="160" y="60" width="12" height="60"/><circle class="d" cx="-150" cy="-130" r="36"/>' +
    '<rect class="l" x="-100" y="-160" width="250" height="40" rx="20"/><path class="s" style="stroke-width:8" d="M-150 -200V-240L160 -240V-200"/><circle class="a" cx="-150" cy="-250" r="30"/>',
} satisfies Record<string, string>;
