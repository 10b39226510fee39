import {
  createTheme,
  darken,
  luminance,
  toRgba,
  type CSSVariablesResolver,
  type MantineTheme,
  type MantineThemeOverride,
} from '@mantine/core';
import type { LanguageInfo } from '../i18n/languages';

/** The Tawrid theme for one language: only the font differs between Arabic and English. */
export function createAppTheme(language: LanguageInfo): MantineThemeOverride {
  return createTheme({
    primaryColor: 'teal',
    // Shade 9 keeps white text and teal links at 4.5:1 or better on white (WCAG AA).
    primaryShade: { light: 9, dark: 7 },
    fontFamily: language.fontFamily,
    headings: { fontFamily: language.fontFamily, fontWeight: '700' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Filled buttons and badges take black or white text, whichever their colour needs for 4.5:1: white
    // text reaches it only on colours darker than a relative luminance of 0.18 (yellow.9 and orange.9 are not).
    autoContrast: true,
    luminanceThreshold: 0.18,
  });
}

const contrastRatio = (a: string, b: string) => {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
};

/**
 * The text colour of the light variants (light badges and buttons, the active navigation link): shade 9
 * on its own 10% tint is under 4.5:1 for several colours (yellow 2.8, teal 4.3), so it is darkened until
 * it reaches 5 (a margin for the darker tints of hover and selected states).
 */
function lightVariantTextColors(theme: MantineTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const base = shades[9]!;
    const { r, g, b } = toRgba(base);
    const tint = `rgb(${[r, g, b].map((channel) => Math.round(255 * 0.9 + channel * 0.1)).join(', ')})`;
    let text = base;
    for (let amount = 0.05; contrastRatio(text, tint) < 5 && amount < 0.9; amount += 0.05) {
      text = darken(base, amount);
    }
    variables[`--mantine-color-${name}-light-color`] = text;
  }
  return variables;
}

/** Mantine's dimmed grey (gray.6) is 3.3:1 on white; gray.7 keeps secondary text readable (WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7]!, ...lightVariantTextColors(theme) },
  dark: {},
});
