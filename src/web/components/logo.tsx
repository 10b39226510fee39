import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The Tawrid mark with the wordmark of the current language (the Arabic or English logo variant). */
export function Logo({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const mark = size === 'sm' ? 28 : 34;
  return (
    <Group gap={8} wrap="nowrap" data-testid="logo">
      <svg width={mark} height={mark} viewBox="0 0 40 40" aria-hidden="true">
        <rect width="40" height="40" rx="10" fill="var(--mantine-color-teal-8)" />
        <path d="M10 14h20v4h-8v12h-4V18h-8z" fill="#fff" />
        <circle cx="30" cy="28" r="3" fill="var(--mantine-color-yellow-4)" />
      </svg>
      <Text component="span" fw={800} fz={size === 'sm' ? 'lg' : 'xl'} c="teal.9" lh={1}>
        {t('appName')}
      </Text>
    </Group>
  );
}
