import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
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
  });
}

/** Mantine's dimmed grey (gray.6) is 3.3:1 on white; gray.7 keeps secondary text readable (WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7]! },
  dark: {},
});
