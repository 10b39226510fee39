import { useTranslation } from 'react-i18next';
import { groupSavingPercentOf } from '../../../contract/group-purchases/group-terms';
import { formatMoney, formatNumber, formatPercent } from '../../lib/format';
import { ListingFacts, type Fact } from '../catalog/listing-facts';

/** The numbers a group buys at: fixed when a group starts, the product's own until then. */
export interface GroupTerms {
  /** Halalas per unit before VAT. */
  groupPrice: number;
  standardPrice: number;
  minQuantity: number;
  /** The product's deadline in days; a running group shows its own deadline instead. */
  deadlineDays: number | null;
  buyersRequired: number;
}

/**
 * Spec §3, §4, §9: the group price per unit and what it saves on the standard price, the minimum group
 * quantity, the days a group has to gather its buyers, and the buyers it needs from one city.
 */
export function GroupPurchaseTerms({ terms }: { terms: GroupTerms }) {
  const { t, i18n } = useTranslation('group-purchases');
  const lang = i18n.language;
  const saving = groupSavingPercentOf(terms.standardPrice, terms.groupPrice);
  const counted = (key: string, count: number) =>
    t(key, { count, formattedCount: formatNumber(count, lang) });

  const facts: Fact[] = [
    { label: t('terms.price'), value: t('terms.priceValue', { price: formatMoney(terms.groupPrice, lang) }) },
  ];
  if (saving > 0) {
    facts.push({
      label: t('terms.saving'),
      value: t('terms.savingValue', {
        percent: formatPercent(saving, lang),
        price: formatMoney(terms.standardPrice, lang),
      }),
    });
  }
  facts.push({ label: t('terms.minQuantity'), value: counted('terms.minQuantityValue', terms.minQuantity) });
  if (terms.deadlineDays !== null) {
    facts.push({ label: t('terms.deadline'), value: counted('terms.deadlineValue', terms.deadlineDays) });
  }
  facts.push({ label: t('terms.buyers'), value: counted('terms.buyersValue', terms.buyersRequired) });
  return <ListingFacts facts={facts} label={t('terms.label')} />;
}
