import { Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder cards while the settings load. */
export function SettingsSkeleton({ sections }: { sections: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" role="status" aria-label={t('loading')} aria-busy>
      {Array.from({ length: sections }, (_, index) => (
        <Paper key={index} withBorder radius="md" p="lg">
          <Skeleton h={20} w="40%" />
          <Skeleton h={12} w="70%" mt="sm" />
          <Skeleton h={36} mt="lg" />
        </Paper>
      ))}
    </Stack>
  );
}
