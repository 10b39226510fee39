import { Container, Paper, Text, Title } from '@mantine/core';
import { IconInboxOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offerStatuses, type OfferStatus } from '../../../contract/tenders/tenders.schemas';
import { ChoiceChips } from '../../components/choice-chips';
import { EmptyState, PagedList } from '../../components/paged-list';
import { BackToLink } from './back-to-link';
import { ReceivedOfferRow } from './received-offer-row';
import { myTendersPath } from './tender-routes';
import { useReceivedOffers } from './use-received-offers';

const statusChoices = ['all', ...offerStatuses] as const;

/**
 * `/buyer/offers/received-offers` (spec §2): the offers received on all the business's tenders — only
 * those whose submission deadline passed, the others being sealed (decision 014) — by status.
 */
export function ReceivedOffersList() {
  const { t } = useTranslation('tenders');
  const [status, setStatus] = useState<OfferStatus | null>(null);
  const list = useReceivedOffers(status);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Container size="md" py="xl">
      <BackToLink to={myTendersPath} label={t('details.back')} />
      <Title order={1} mt="md">
        {t('received.title')}
      </Title>
      <Text c="dimmed" mt="xs">
        {t('received.lead')}
      </Text>
      <Paper withBorder p="md" mt="lg">
        <ChoiceChips
          label={t('filters.status')}
          choices={statusChoices}
          labelOf={(choice) => (choice === 'all' ? t('filters.all') : t(`offerStatus.buyer.${choice}`))}
          value={status ?? 'all'}
          onChange={(choice) => setStatus(choice === 'all' ? null : choice)}
        />
      </Paper>
      <PagedList
        query={list}
        items={items}
        renderItem={(offer) => <ReceivedOfferRow key={offer.id} offer={offer} />}
        labels={{
          results: t('received.results'),
          loadFailed: t('received.loadFailed'),
          loadMoreFailed: t('received.loadMoreFailed'),
          loadMore: t('list.loadMore'),
        }}
        empty={
          <EmptyState
            testId="received-offers-empty"
            icon={<IconInboxOff size={40} color="var(--mantine-color-gray-5)" aria-hidden />}
            title={status ? t('received.emptyFiltered.title') : t('received.empty.title')}
            text={status ? t('received.emptyFiltered.text') : t('received.empty.text')}
          />
        }
      />
    </Container>
  );
}
