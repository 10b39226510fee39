import { useLayoutEffect } from 'react';
import { useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languageInfo } from '../i18n/languages';

/** Keeps `<html lang dir>` and Mantine's direction in step with the language: the one place that does. */
export function DocumentLanguage() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const language = languageInfo(i18n.resolvedLanguage);
  useLayoutEffect(() => {
    document.documentElement.lang = language.code;
    document.documentElement.dir = language.dir;
    setDirection(language.dir);
  }, [language, setDirection]);
  return null;
}
