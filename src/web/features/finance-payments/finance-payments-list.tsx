import { Anchor, Card, Group, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/ar-sa';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OperatorPayment } from '../../../contract/payments/payments.schemas';
import { PagedList, pagedListLabels } from '../../components/paged-list';
import { languageInfo } from '../../i18n/languages';
import { formatDate, formatMoney } from '../../lib/format';
import { PaymentStatusBadge } from './payment-status-badge';
import { useFinancePayments, type PaymentFilters } from './use-finance-payments';

/** `/operator/payments`: every payment, newest first, as cards that fit a phone (issue 25). */
export function FinancePaymentsList() {
  const { t, i18n } = useTranslation('finance-payments');
  const lang = i18n.language;
  const [filters, setFilters] = useState<PaymentFilters>({ needsAttention: true });
  const query = useFinancePayments(filters);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }}>
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      <DatesProvider
        settings={{ locale: languageInfo(lang).code === 'ar' ? 'ar-sa' : 'en', firstDayOfWeek: 0 }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t('filters.status')}
            clearable
            placeholder={t('filters.any')}
            value={filters.status ?? null}
            data={(['PENDING', 'PAID', 'FAILED'] as const).map((status) => ({
              value: status,
              label: t(`status.${status}`),
            }))}
            onChange={(status) =>
              setFilters({ ...filters, status: (status ?? undefined) as PaymentFilters['status'] })
            }
          />
          <DatePickerInput
            type="range"
            clearable
            allowSingleDateInRange
            label={t('filters.created')}
            value={[filters.from ?? null, filters.to ?? null]}
            onChange={([from, to]) => {
              if ((from && to) || (!from && !to))
                setFilters({ ...filters, from: from ?? undefined, to: to ?? undefined });
            }}
          />
          <Switch
            mt={{ sm: 'xl' }}
            size="md"
            label={t('filters.needsAttention')}
            checked={filters.needsAttention ?? false}
            onChange={(event) => setFilters({ ...filters, needsAttention: event.currentTarget.checked })}
          />
        </SimpleGrid>
      </DatesProvider>
      <PagedList
        query={query}
        items={items}
        labels={pagedListLabels(t, 'list')}
        empty={<Text c="dimmed">{t('list.empty')}</Text>}
        renderItem={(payment: OperatorPayment) => (
          <li key={payment.id}>
            <Card withBorder radius="md" padding="sm">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Anchor component={Link} to={`/operator/payments/${payment.id}`} fw={700} py={10}>
                    {formatMoney(payment.amount, lang)} · {t(`purpose.${payment.purpose}`)}
                  </Anchor>
                  <Text size="sm">{payment.business.businessName}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(payment.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {payment.provider} · <bdi>{payment.chargeId ?? t('noCharge')}</bdi>
                  </Text>
                </Stack>
                <PaymentStatusBadge payment={payment} />
              </Group>
            </Card>
          </li>
        )}
      />
    </Stack>
  );
}
