import { createTheme, type MantineThemeOverride } from '@mantine/core';
import type { LanguageInfo } from '../i18n/languages';

/** The Tawrid theme for one language: only the font differs between Arabic and English. */
export function createAppTheme(language: LanguageInfo): MantineThemeOverride {
  return createTheme({
    primaryColor: 'teal',
    primaryShade: { light: 8, dark: 6 },
    fontFamily: language.fontFamily,
    headings: { fontFamily: language.fontFamily, fontWeight: '700' },
    defaultRadius: 'md',
    cursorType: 'pointer',
  });
}
