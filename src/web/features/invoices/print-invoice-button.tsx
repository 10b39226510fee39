import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The browser's print dialog, which also saves a PDF; the print stylesheet leaves only the invoice. */
export function PrintInvoiceButton() {
  const { t } = useTranslation('invoices');
  return (
    <Button
      className="print-hidden"
      leftSection={<IconPrinter size={18} aria-hidden />}
      onClick={() => window.print()}
    >
      {t('details.print')}
    </Button>
  );
}
