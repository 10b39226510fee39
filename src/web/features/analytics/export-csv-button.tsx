import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SupplierAnalytics } from '../../../contract/analytics/analytics.schemas';
import { analyticsCsv, downloadCsv } from './analytics-csv';

/** Downloads the monthly series shown, with headings in the current language (built in the browser). */
export function ExportCsvButton({ analytics }: { analytics: SupplierAnalytics | undefined }) {
  const { t } = useTranslation('analytics');
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      disabled={!analytics}
      onClick={() => {
        if (!analytics) return;
        const text = analyticsCsv(analytics, {
          month: t('csv.month'),
          orderCount: t('csv.orderCount'),
          orderRevenue: t('csv.orderRevenue'),
          paidInvoiceCount: t('csv.paidInvoiceCount'),
          paidInvoiceRevenue: t('csv.paidInvoiceRevenue'),
          totalRevenue: t('csv.totalRevenue'),
          total: t('csv.total'),
        });
        downloadCsv(`tawrid-analytics-${analytics.from}-${analytics.to}.csv`, text);
      }}
    >
      {t('export')}
    </Button>
  );
}
