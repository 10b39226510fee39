import { Paper, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../lib/format';
import { ListingFacts } from './listing-facts';

/** Spec §4, §9: a group purchase needs 5 buyers from the same city. */
const groupBuyersRequired = 5;

/** A product's group purchase terms: the group price per unit, the minimum group quantity, the deadline. */
export function GroupPurchaseBox({
  price,
  minQuantity,
  deadlineDays,
}: {
  price: number | null;
  minQuantity: number | null;
  deadlineDays: number | null;
}) {
  const { t, i18n } = useTranslation('browse');
  const lang = i18n.language;
  const facts = [
    ...(price !== null
      ? [
          {
            label: t('listing.groupPurchase.price'),
            value: `${formatMoney(price, lang)} ${t('listing.perUnit')}`,
          },
        ]
      : []),
    ...(minQuantity !== null
      ? [{ label: t('listing.groupPurchase.minQuantity'), value: formatNumber(minQuantity, lang) }]
      : []),
    ...(deadlineDays !== null
      ? [{ label: t('listing.groupPurchase.deadlineDays'), value: formatNumber(deadlineDays, lang) }]
      : []),
  ];
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="teal.0"
      component="section"
      aria-labelledby="group-purchase-title"
    >
      <Title
        order={2}
        size="h4"
        id="group-purchase-title"
        style={{ display: 'flex', alignItems: 'center', gap: 8 }}
      >
        <IconUsersGroup size={20} aria-hidden />
        {t('listing.groupPurchase.title')}
      </Title>
      <Text size="sm" mt={4} mb="sm">
        {t('listing.groupPurchase.text', { buyers: formatNumber(groupBuyersRequired, lang) })}
      </Text>
      <ListingFacts facts={facts} />
    </Paper>
  );
}
