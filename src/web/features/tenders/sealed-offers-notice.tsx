import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tender } from '../../../contract/tenders/tenders.schemas';
import { formatDate } from '../../lib/format';
import { TenderTimeLeft } from './tender-time-left';

/**
 * While a tender takes offers they are sealed (decision 014): not even its creator may read them or
 * learn how many there are. Says when they open, and how many days are left.
 */
export function SealedOffersNotice({ tender }: { tender: Tender }) {
  const { t, i18n } = useTranslation('tenders');
  const titleId = useId();
  return (
    <Paper
      component="section"
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      mt="lg"
      radius="md"
      bg="var(--mantine-color-blue-light)"
      aria-labelledby={titleId}
      data-testid="sealed-offers-notice"
    >
      <Group align="start" gap="md" wrap="nowrap">
        <ThemeIcon size={48} radius="xl" variant="filled" color="blue">
          <IconLock size={28} aria-hidden />
        </ThemeIcon>
        <Stack gap={6}>
          <Title order={2} size="h3" id={titleId}>
            {t('sealed.title')}
          </Title>
          <Text>
            {t('sealed.text', {
              date: formatDate(tender.submissionDeadline, i18n.language, {
                dateStyle: 'long',
                timeStyle: 'short',
              }),
            })}
          </Text>
          <TenderTimeLeft daysLeft={tender.daysLeft} size="md" />
        </Stack>
      </Group>
    </Paper>
  );
}
