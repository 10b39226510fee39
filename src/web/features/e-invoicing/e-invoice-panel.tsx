import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languageInfo } from '../../i18n/languages';
import { EInvoiceStatusBadge } from './e-invoice-status-badge';
import { FatooraMessages } from './fatoora-messages';
import { eInvoiceFilePaths, useEInvoice, type EInvoiceSide } from './use-e-invoicing';

/**
 * An invoice's e-invoice (issue 24), above the invoice on the buyer's and the supplier's page: where it
 * stands with ZATCA and, once it may be shared (signed; a standard one cleared), the signed XML and the
 * PDF/A-3 as real downloads. Nothing for an invoice without one (a seller not VAT-registered). The
 * phase-2 QR code itself replaces the phase-1 one in the invoice document (`usePhaseTwoQrCode`).
 */
export function EInvoicePanel({ side, invoiceId }: { side: EInvoiceSide; invoiceId: string }) {
  const { t, i18n } = useTranslation('e-invoicing');
  const query = useEInvoice(side, invoiceId);
  const eInvoice = query.data;
  if (query.isError) {
    return (
      <Text size="sm" c="red" mt="md" className="print-hidden" role="alert">
        {t('panel.loadFailed')}
      </Text>
    );
  }
  if (!eInvoice) return null;

  const files = eInvoiceFilePaths(side, invoiceId, languageInfo(i18n.resolvedLanguage).code);
  const waitingText =
    eInvoice.status === 'AWAITING_ONBOARDING'
      ? t('panel.awaitingOnboarding')
      : eInvoice.status === 'REJECTED'
        ? t('panel.rejected')
        : t('panel.waiting');
  return (
    <Paper withBorder radius="md" p="md" mt="md" className="print-hidden" data-testid="e-invoice-panel">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5">
            {t('panel.title')}
          </Title>
          <EInvoiceStatusBadge status={eInvoice.status} />
        </Group>
        {eInvoice.downloadable ? (
          <Group gap="sm">
            {[
              { href: files.xml, label: t('panel.downloadXml') },
              { href: files.pdf, label: t('panel.downloadPdf') },
            ].map((file) => (
              <Button
                key={file.href}
                component="a"
                href={file.href}
                download
                variant="light"
                mih={44}
                leftSection={<IconDownload size={18} aria-hidden />}
              >
                {file.label}
              </Button>
            ))}
          </Group>
        ) : (
          <Alert color={eInvoice.status === 'REJECTED' ? 'red' : 'gray'} p="sm">
            <Text size="sm">{waitingText}</Text>
            {side === 'supplier' && eInvoice.status === 'REJECTED' && (
              <FatooraMessages messages={eInvoice.messages} />
            )}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** The phase-2 QR code (tags 1–9) once the e-invoice is signed: it replaces the invoice's phase-1 code. */
export function usePhaseTwoQrCode(side: EInvoiceSide, invoiceId: string): string | null {
  return useEInvoice(side, invoiceId).data?.qrCode ?? null;
}
