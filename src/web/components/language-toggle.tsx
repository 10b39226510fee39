import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { languageInfo } from '../i18n/languages';

/**
 * Switches between Arabic and English. i18next saves the choice in localStorage; a `?lng=` in the
 * address is removed so that it does not override the choice on the next reload.
 */
export function LanguageToggle({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const next = languageInfo(i18n.resolvedLanguage).code === 'ar' ? 'en' : 'ar';

  const toggle = () => {
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
