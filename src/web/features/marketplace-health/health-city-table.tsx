import { useTranslation } from 'react-i18next';
import type { HealthCityFigures } from '../../../contract/marketplace-health/marketplace-health.schemas';
import { ResponsiveTable, type ResponsiveColumn } from '../../components/responsive-table';
import { formatMoney, formatNumber } from '../../lib/format';

/** Every city with anything in the period, the highest GMV first: a table when wide, cards on a phone. */
export function HealthCityTable({ cities }: { cities: readonly HealthCityFigures[] }) {
  const { t, i18n } = useTranslation('marketplace-health');
  const lang = i18n.language;
  const count = (value: number) => formatNumber(value, lang);
  const columns: ResponsiveColumn<HealthCityFigures>[] = [
    {
      key: 'city',
      label: t('cities.city'),
      primary: true,
      cell: (row) => (lang === 'ar' ? row.city.ar : row.city.en),
    },
    {
      key: 'gmv',
      label: t('kpi.gmv'),
      numeric: true,
      nowrap: true,
      cell: (row) => formatMoney(row.gmv, lang),
    },
    { key: 'orders', label: t('kpi.orderCount'), numeric: true, cell: (row) => count(row.orderCount) },
    {
      key: 'businesses',
      label: t('kpi.newBusinessCount'),
      numeric: true,
      cell: (row) => count(row.newBusinessCount),
    },
    {
      key: 'suppliers',
      label: t('kpi.activeSupplierCount'),
      numeric: true,
      cell: (row) => count(row.activeSupplierCount),
    },
    {
      key: 'tenders',
      label: t('cities.tenders'),
      numeric: true,
      cell: (row) => `${count(row.tendersPublishedCount)} / ${count(row.tendersAwardedCount)}`,
    },
    {
      key: 'groups',
      label: t('cities.groupPurchases'),
      numeric: true,
      cell: (row) => `${count(row.groupPurchasesStartedCount)} / ${count(row.groupPurchasesCompletedCount)}`,
    },
  ];
  return (
    <ResponsiveTable
      columns={columns}
      rows={cities}
      rowKey={(row) => `${row.city.en} ${row.city.ar}`}
      caption={t('cities.title')}
      cardsBelow={920}
      testId="health-cities"
    />
  );
}
