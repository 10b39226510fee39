import {
  Anchor,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { supplierVerificationEndpoints } from '../../../contract/supplier-verification/supplier-verification.endpoints';
import type { VerificationState } from '../../../contract/supplier-verification/supplier-verification.schemas';
import { formatDate, formatNumber } from '../../lib/format';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { VerificationBadges } from './verification-badges';

type Filter = 'ALL' | VerificationState | 'SUSPENDED';

/**
 * Issue 25: `/operator/suppliers`: waiting suppliers first, the longest waiting first; one card per
 * supplier on phones, a row of columns on wider screens (no sideways scrolling).
 */
export function OperatorSupplierQueue() {
  const { t, i18n } = useTranslation('supplier-verification');
  const lang = i18n.language;
  const [filter, setFilter] = useState<Filter>('ALL');
  const [search, setSearch] = useState('');
  const query = {
    ...(filter === 'SUSPENDED' ? { isSuspended: 'true' } : filter === 'ALL' ? {} : { state: filter }),
    ...(search.trim() ? { q: search.trim() } : {}),
  };
  const pages = useCursorPages(supplierVerificationEndpoints.listSupplierQueue, {
    queryKey: ['operator', 'suppliers', filter, search.trim()],
    input: { query },
    keepPreviousList: true,
  });
  const suppliers = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t('queue.title')}</Title>
      <Stack gap="sm" mt="md">
        <TextInput
          label={t('queue.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={100}
        />
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={(['ALL', 'PENDING', 'INFO_REQUESTED', 'APPROVED', 'SUSPENDED'] as const).map((value) => ({
            value,
            label: t(`filters.${value}`),
          }))}
          fullWidth
          orientation={undefined}
          style={{ flexWrap: 'wrap' }}
        />
      </Stack>
      {pages.isError && (
        <Text c="red" mt="md" role="alert">
          {t('queue.loadFailed')}
        </Text>
      )}
      {!pages.isPending && suppliers.length === 0 && (
        <Text c="dimmed" mt="md">
          {t('queue.empty')}
        </Text>
      )}
      <Stack component="ul" gap="sm" mt="md" p={0} style={{ listStyle: 'none' }}>
        {suppliers.map((supplier) => (
          <Paper component="li" key={supplier.supplierId} withBorder p="md" data-testid="operator-supplier">
            <Grid gutter="xs" align="center">
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Anchor
                  component={Link}
                  to={`/operator/suppliers/${supplier.supplierId}`}
                  fw={700}
                  mih={44}
                  display="inline-flex"
                  style={{ alignItems: 'center' }}
                >
                  <bdi>{supplier.businessName}</bdi>
                </Anchor>
                <Text size="sm" c="dimmed">
                  <bdi>{supplier.registrationNumber}</bdi> · {supplier.city}
                </Text>
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 3 }}>
                <VerificationBadges supplier={supplier} />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3 }}>
                <Text size="sm">
                  {t('queue.listings', {
                    count: supplier.store.listingsCount,
                    formatted: formatNumber(supplier.store.listingsCount, lang),
                  })}
                </Text>
                <Text size="sm">
                  {t('queue.openOrders', {
                    count: supplier.store.openOrdersCount,
                    formatted: formatNumber(supplier.store.openOrdersCount, lang),
                  })}
                </Text>
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 2 }}>
                <Text size="sm" c="dimmed" component="time" dateTime={supplier.verificationChangedAt}>
                  {formatDate(supplier.verificationChangedAt, lang)}
                </Text>
              </Grid.Col>
            </Grid>
          </Paper>
        ))}
      </Stack>
      {pages.hasNextPage && (
        <Group justify="center" mt="md">
          <Button
            variant="default"
            mih={44}
            onClick={() => void pages.fetchNextPage()}
            loading={pages.isFetchingNextPage}
          >
            {t('queue.more')}
          </Button>
        </Group>
      )}
    </Container>
  );
}
