import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApprovalBasket as Basket } from '../../../contract/approvals/approvals.schemas';
import { useNameIn } from '../../components/localized-text';
import { formatMoney, formatNumber } from '../../lib/format';

function AmountRow({
  label,
  amount,
  isStrong = false,
}: {
  label: string;
  amount: string;
  isStrong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={isStrong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={isStrong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
    </Group>
  );
}

/**
 * A basket as requested, by supplier: each line as a card row (phones first: no table), each supplier's
 * delivery, VAT and total, then the whole basket's total with VAT and delivery.
 */
export function ApprovalBasket({ basket }: { basket: Basket }) {
  const { t, i18n } = useTranslation('approvals');
  const lang = i18n.resolvedLanguage ?? 'ar';
  const nameIn = useNameIn();
  const money = (halalas: number) => formatMoney(halalas, lang);
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('basket.title')}
      </Title>
      {basket.groups.map((group) => (
        <Paper
          key={group.supplier.userId}
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-label={group.supplier.businessName}
        >
          <Stack gap="sm">
            <Text fw={700}>
              <bdi>{group.supplier.businessName}</bdi>
            </Text>
            {group.lines.map((line) => (
              <Stack key={line.productId} gap={2} data-testid="approval-line">
                <Text fw={600}>{nameIn(line)}</Text>
                <Group gap="md" wrap="wrap">
                  <Text size="sm" c="dimmed">
                    {t('basket.quantity', { quantity: formatNumber(line.quantity, lang) })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('basket.unitPrice', { price: money(line.unitPrice) })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('basket.lineVat', { vat: money(line.vat) })}
                  </Text>
                </Group>
                <Text size="sm">{t('basket.lineTotal', { total: money(line.lineTotal) })}</Text>
              </Stack>
            ))}
            <Divider />
            <AmountRow label={t('basket.productsTotal')} amount={money(group.productsTotal)} />
            <AmountRow label={t('basket.delivery')} amount={money(group.deliveryFee)} />
            <AmountRow label={t('basket.vat')} amount={money(group.vat)} />
            <AmountRow label={t('basket.supplierTotal')} amount={money(group.total)} isStrong />
          </Stack>
        </Paper>
      ))}
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <AmountRow label={t('basket.productsTotal')} amount={money(basket.productsTotal)} />
          <AmountRow label={t('basket.delivery')} amount={money(basket.deliveryFees)} />
          <AmountRow label={t('basket.vat')} amount={money(basket.vat)} />
          <div data-testid="approval-total">
            <AmountRow label={t('basket.total')} amount={money(basket.total)} isStrong />
          </div>
        </Stack>
      </Paper>
    </Stack>
  );
}
