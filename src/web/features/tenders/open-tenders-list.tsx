import { Container, Paper, Text, Title } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { tenderSorts } from '../../../contract/tenders/tenders.schemas';
import { EmptyState, PagedList } from '../../components/paged-list';
import { OpenTenderCard } from './open-tender-card';
import { OpenTendersFilters } from './open-tenders-filters';
import { useOpenTenders, type OpenTendersFilter } from './use-tender-offers';

/** The filters live in the address (`?joined=true&q=…&sort=…`), so coming back from a tender keeps them. */
function filterOf(params: URLSearchParams): OpenTendersFilter {
  const sort = tenderSorts.find((candidate) => candidate === params.get('sort')) ?? 'deadline_asc';
  return { isJoinedOnly: params.get('joined') === 'true', q: params.get('q')?.trim() ?? '', sort };
}

function searchOf(filter: OpenTendersFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.isJoinedOnly) params.set('joined', 'true');
  if (filter.q) params.set('q', filter.q);
  if (filter.sort !== 'deadline_asc') params.set('sort', filter.sort);
  return params;
}

/**
 * `/supplier/bids` (spec §2 Tenders): others' tenders still taking offers, or the ones the supplier
 * joined, searchable and ordered by submission deadline, a page at a time.
 */
export function OpenTendersList() {
  const { t } = useTranslation('tender-offers');
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const list = useOpenTenders(filter);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const scope = filter.isJoinedOnly ? 'joined' : 'open';

  return (
    <Container size="md" py="xl">
      <Title order={1}>{t('list.title')}</Title>
      <Text c="dimmed" mt="xs">
        {t('list.lead')}
      </Text>
      <Paper withBorder p="md" mt="lg">
        <OpenTendersFilters
          value={filter}
          onChange={(next) => setParams(searchOf(next), { replace: true })}
        />
      </Paper>
      <PagedList
        query={list}
        items={items}
        renderItem={(tender) => <OpenTenderCard key={tender.id} tender={tender} />}
        labels={{
          results: t(`list.results.${scope}`),
          loadFailed: t(`list.loadFailed.${scope}`),
          loadMoreFailed: t('list.loadMoreFailed'),
          loadMore: t('list.loadMore'),
        }}
        empty={
          <EmptyState
            testId="tenders-empty"
            icon={<IconGavel size={40} color="var(--mantine-color-gray-5)" aria-hidden />}
            title={filter.q ? t('list.emptySearch.title') : t(`list.empty.${scope}.title`)}
            text={filter.q ? t('list.emptySearch.text') : t(`list.empty.${scope}.text`)}
          />
        }
      />
    </Container>
  );
}
