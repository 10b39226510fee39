import { Anchor, Container, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Invoice } from '../../../contract/invoices/invoices.schemas';
import { LoadFailedNotice } from '../../components/load-failed-notice';
import { PageSpinner } from '../../components/page-spinner';
import { ApiError } from '../../lib/api-client';
import { InvoiceDocument } from './invoice-document';
import { PrintInvoiceButton } from './print-invoice-button';
import type { InvoicesSide } from './use-invoices';

/**
 * The one page of an invoice, whoever reads it: the way back, a print button, what the reader may do
 * (`children`, above the document) and the document; a spinner while it loads, and a notice when it is
 * not found or failed to load. Printing leaves only the invoice on an A4 page (global.css).
 */
export function InvoicePage({
  query,
  invoiceId,
  side,
  back,
  texts,
  phaseTwoQrCode,
  children,
}: {
  query: UseQueryResult<Invoice>;
  invoiceId: string;
  side: InvoicesSide;
  back: { to: string; label: string };
  texts: { notFound: string; loadFailed: string };
  /** Issue 24: the e-invoice's QR code (tags 1–9), shown instead of the phase-1 code once signed. */
  phaseTwoQrCode?: string | null;
  children?: (invoice: Invoice) => ReactNode;
}) {
  const invoice = query.data;
  const backLink = (
    <Anchor component={Link} to={back.to} size="sm" className="print-hidden">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} className="mirror-in-rtl" aria-hidden />
        {back.label}
      </Group>
    </Anchor>
  );

  if (query.isPending && invoiceId !== '') return <PageSpinner />;
  if (!invoice) {
    const isMissing =
      invoiceId === '' || (query.error instanceof ApiError && query.error.code === 'NOT_FOUND');
    return (
      <Container size="md" py="xl">
        {backLink}
        <LoadFailedNotice
          isMissing={isMissing}
          notFoundText={texts.notFound}
          loadFailedText={texts.loadFailed}
          onRetry={() => void query.refetch()}
        />
      </Container>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" gap="sm" className="print-hidden">
        {backLink}
        <PrintInvoiceButton />
      </Group>
      {children?.(invoice)}
      <InvoiceDocument
        invoice={phaseTwoQrCode ? { ...invoice, qrCode: phaseTwoQrCode } : invoice}
        side={side}
      />
    </Container>
  );
}
