import { useState } from 'react';
import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIsHydrated } from '../lib/use-is-hydrated';

/** Spec §4: closed for the rest of the browser session once dismissed. */
export const demoBannerStorageKey = 'demoBannerClosedThisSession';

export function DemoBanner() {
  const { t } = useTranslation('layout');
  const [isClosedNow, setIsClosedNow] = useState(false);
  // Session storage is the browser's: a page the server rendered shows the banner until it is read.
  const isHydrated = useIsHydrated();
  if (isClosedNow || (isHydrated && sessionStorage.getItem(demoBannerStorageKey) === '1')) return null;
  const close = () => {
    sessionStorage.setItem(demoBannerStorageKey, '1');
    setIsClosedNow(true);
  };
  return (
    <Paper
      radius={0}
      bg="yellow.1"
      px="md"
      py={6}
      role="note"
      data-testid="demo-banner"
      className="print-hidden"
    >
      <Group gap="xs" wrap="nowrap" justify="center">
        <IconInfoCircle
          size={18}
          aria-hidden
          color="var(--mantine-color-yellow-light-color)"
          style={{ flexShrink: 0 }}
        />
        {/* yellow.9 is 2.7:1 on yellow.1; the light variants' text colour (theme.ts) is dark enough. */}
        <Text size="sm" c="var(--mantine-color-yellow-light-color)" ta="center">
          {t('demoBanner.text')}
        </Text>
        <CloseButton size="sm" aria-label={t('demoBanner.close')} onClick={close} />
      </Group>
    </Paper>
  );
}
