import { useLayoutEffect } from 'react';
import { useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languageInfo } from '../i18n/languages';

/**
 * Keeps `<html lang dir>`, the page's meta description and Mantine's direction in step with the language:
 * the one place that does.
 */
export function DocumentLanguage() {
  const { t, i18n } = useTranslation();
  const { setDirection } = useDirection();
  const language = languageInfo(i18n.resolvedLanguage);
  useLayoutEffect(() => {
    document.documentElement.lang = language.code;
    document.documentElement.dir = language.dir;
    setDirection(language.dir);
    // Search engines and link previews read the description in the page's language.
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', `${t('appName')} — ${t('tagline')}`);
  }, [language, setDirection, t]);
  return null;
}
