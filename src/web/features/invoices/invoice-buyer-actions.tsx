import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invoicesEndpoints } from '../../../contract/invoices/invoices.endpoints';
import type { Invoice } from '../../../contract/invoices/invoices.schemas';
import { paymentsEndpoints } from '../../../contract/payments/payments.endpoints';
import { useCanCall } from '../team/can';
import { ApiError } from '../../lib/api-client';
import { formErrorText } from '../../lib/form-errors';
import { formatMoney } from '../../lib/format';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PayInvoiceDialog } from './pay-invoice-dialog';
import { RejectInvoiceDialog } from './reject-invoice-dialog';
import { useInvoicePayment } from './use-invoice-payment';
import { useAcceptInvoice, useRejectInvoice } from './use-invoices';

type Asked = 'accept' | 'reject' | 'pay' | null;

/**
 * What the buyer can do with the invoice now (decision 013): answer a pending one (accept, or reject
 * with an optional reason), pay the installment that is due (the whole, the upfront amount, then the
 * remainder), or see that it is paid. When the invoice has moved on meanwhile (another tab, the
 * supplier's side), the server's message is shown and the invoice is read again.
 */
export function InvoiceBuyerActions({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('invoices');
  const lang = i18n.language;
  const [asked, setAsked] = useState<Asked>(null);
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);
  const accept = useAcceptInvoice();
  const reject = useRejectInvoice();
  const showMovedOn = (error: unknown) => {
    setAsked(null);
    setNotice({ color: 'orange', text: formErrorText(error, t, lang) });
  };
  const payment = useInvoicePayment(invoice, showMovedOn);
  const isMovedOn = (error: unknown) =>
    error instanceof ApiError && error.code === 'INVOICE_TRANSITION_NOT_ALLOWED';
  const close = () => {
    setAsked(null);
    accept.reset();
    reject.reset();
    payment.reset();
  };
  const due = invoice.dueInstallment;
  // Issue 26: approvers and finance answer an invoice; finance pays it; everyone else only reads it.
  const canAnswer = useCanCall(invoicesEndpoints.acceptInvoice);
  const canPay = useCanCall(paymentsEndpoints.payInvoice);

  let actions;
  if (invoice.status === 'PENDING' && canAnswer) {
    actions = (
      <Stack gap="sm">
        <Text>{t('actions.pendingLead', { seller: invoice.seller.businessName })}</Text>
        <Group gap="sm">
          <Button leftSection={<IconCircleCheck size={18} aria-hidden />} onClick={() => setAsked('accept')}>
            {t('actions.accept')}
          </Button>
          <Button variant="outline" color="red" onClick={() => setAsked('reject')}>
            {t('actions.reject')}
          </Button>
        </Group>
      </Stack>
    );
  } else if (due && canPay) {
    actions = (
      <Stack gap="sm">
        <Text>{t(`actions.dueLead.${due.installment}`, { amount: formatMoney(due.amount, lang) })}</Text>
        <Group gap="sm">
          <Button
            leftSection={<IconCreditCard size={18} aria-hidden />}
            onClick={() => {
              // A failure of an earlier attempt is not this one's; its key is kept for a retry.
              payment.reset();
              setAsked('pay');
            }}
          >
            {t(`actions.pay.${due.installment}`, { amount: formatMoney(due.amount, lang) })}
          </Button>
        </Group>
      </Stack>
    );
  } else if (invoice.status === 'FULLY_PAID') {
    actions = (
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} data-testid="invoice-paid-notice">
        {t('actions.paidInFull')}
      </Alert>
    );
  }

  if (!actions && !notice) return null;
  return (
    <Paper
      withBorder
      p="md"
      mt="md"
      className="print-hidden"
      component="section"
      aria-label={t('actions.title')}
      data-testid="invoice-actions"
    >
      <Stack gap="sm">
        {notice && (
          <Alert color={notice.color} role="status" onClose={() => setNotice(null)} withCloseButton>
            {notice.text}
          </Alert>
        )}
        {actions}
      </Stack>
      <ConfirmDialog
        opened={asked === 'accept'}
        title={t('actions.acceptTitle', { number: invoice.number })}
        text={t('actions.acceptText', { total: formatMoney(invoice.total, lang) })}
        confirmLabel={t('actions.acceptConfirm')}
        isPending={accept.isPending}
        error={accept.isError ? formErrorText(accept.error, t, lang) : null}
        onConfirm={() =>
          accept.mutate(invoice.id, {
            onSuccess: () => {
              close();
              setNotice({ color: 'green', text: t('actions.accepted') });
            },
            onError: (error) => {
              if (isMovedOn(error)) showMovedOn(error);
            },
          })
        }
        onClose={close}
      />
      <RejectInvoiceDialog
        opened={asked === 'reject'}
        invoiceNumber={invoice.number}
        isPending={reject.isPending}
        error={reject.isError ? formErrorText(reject.error, t, lang) : null}
        onReject={(body) =>
          reject.mutate(
            { id: invoice.id, body },
            {
              onSuccess: () => {
                close();
                setNotice({ color: 'gray', text: t('actions.rejected') });
              },
              onError: (error) => {
                if (isMovedOn(error)) showMovedOn(error);
              },
            },
          )
        }
        onClose={close}
      />
      {due && (
        <PayInvoiceDialog
          opened={asked === 'pay'}
          invoice={invoice}
          due={due}
          payment={payment}
          onClose={close}
        />
      )}
    </Paper>
  );
}
