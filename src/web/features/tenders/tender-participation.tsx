import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Tender } from '../../../contract/tenders/tenders.schemas';
import { LoadFailedNotice } from '../../components/load-failed-notice';
import { myTenderPath } from './tender-routes';
import { MyOfferSummary } from './my-offer-summary';
import { SealedOfferNote } from './sealed-offer-note';
import { offerFormPath } from './tender-offer-routes';
import { useMyOffer } from './use-tender-offers';

/**
 * What the supplier can do on a tender: nothing on its own (it is managed from the buyer side,
 * decision 014); its offer when it has one; else the participate button while offers are taken.
 */
export function TenderParticipation({ tender, onWithdrawn }: { tender: Tender; onWithdrawn: () => void }) {
  const { t } = useTranslation('tender-offers');
  const myOffer = useMyOffer(tender.id, { isEnabled: !tender.isMine && tender.hasMyOffer });

  if (tender.isMine) {
    return (
      <Alert
        color="blue"
        icon={<IconInfoCircle aria-hidden />}
        title={t('own.title')}
        data-testid="own-tender"
      >
        <Text size="sm">{t('own.text')}</Text>
        <Button
          component={Link}
          to={myTenderPath(tender.id)}
          size="xs"
          mt="sm"
          variant="light"
          leftSection={<IconExternalLink size={14} aria-hidden />}
        >
          {t('own.open')}
        </Button>
      </Alert>
    );
  }

  if (tender.hasMyOffer && myOffer.isPending)
    return <Skeleton h={220} radius="md" data-testid="my-offer-loading" />;
  if (tender.hasMyOffer && myOffer.isError) {
    return (
      <LoadFailedNotice
        isMissing={false}
        notFoundText={t('myOffer.loadFailed')}
        loadFailedText={t('myOffer.loadFailed')}
        onRetry={() => void myOffer.refetch()}
      />
    );
  }
  if (tender.hasMyOffer && myOffer.data) {
    return <MyOfferSummary offer={myOffer.data} tender={tender} onWithdrawn={onWithdrawn} />;
  }

  const isOpen = tender.phase === 'OPEN';
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="participate">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('participate.title')}
        </Title>
        {isOpen ? (
          <>
            <Text size="sm">{t('participate.text')}</Text>
            <SealedOfferNote />
            <Group>
              <Button
                component={Link}
                to={offerFormPath(tender.id)}
                leftSection={<IconSend size={16} aria-hidden />}
              >
                {t('participate.submit')}
              </Button>
            </Group>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('participate.closed')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
