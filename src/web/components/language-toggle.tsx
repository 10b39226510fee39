import type { MouseEvent } from 'react';
import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pageStateElementId } from '../../contract/pages/page-rendering';
import { languageInfo } from '../i18n/languages';

/**
 * Switches between Arabic and English. i18next saves the choice in localStorage; a `?lng=` in the
 * address is removed so that it does not override the choice on the next reload.
 *
 * It is a link to this page in the other language (`?lng=`, which the server reads first). In a document
 * the server rendered (decision 017) the browser follows it, and the server renders the page in that
 * language: switched in place while parts of the page were still being taken over, those parts hydrated
 * in the new language against the old one's markup (a mismatch, React #418), and a press before the
 * scripts had run was lost (issue 23). Elsewhere (a signed-in person's pages) it switches in place.
 */
export function LanguageToggle({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const next = languageInfo(i18n.resolvedLanguage).code === 'ar' ? 'en' : 'ar';
  const params = new URLSearchParams(location.search);
  params.set('lng', next);

  const toggle = (event: MouseEvent) => {
    if (document.getElementById(pageStateElementId)) return;
    event.preventDefault();
    void i18n.changeLanguage(next);
    const params = new URLSearchParams(location.search);
    if (params.has('lng')) {
      params.delete('lng');
      const search = params.toString();
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    }
  };

  return (
    <Button
      component="a"
      href={`${location.pathname}?${params.toString()}`}
      // Not for search engines: each page's language is its address with `?lng=`.
      rel="nofollow"
      variant="subtle"
      color="gray"
      leftSection={<IconLanguage size={18} aria-hidden />}
      onClick={toggle}
      lang={next}
      aria-label={`${t('language.label')}: ${languageInfo(next).nativeName}`}
      fullWidth={fullWidth}
      data-testid="language-toggle"
    >
      {t('language.switchTo')}
    </Button>
  );
}
