import { Group, Modal, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice, InvoiceInstallment } from '../../../contract/invoices/invoices.schemas';
import { formErrorText } from '../../lib/form-errors';
import { formatMoney } from '../../lib/format';
import { CardPaymentForm } from '../payments/card-payment-form';
import type { CardPaymentAttempt } from '../payments/use-card-payment';

/** Paying the invoice's due installment with the card payment form (the same form as the cart's). */
export function PayInvoiceDialog({
  opened,
  invoice,
  due,
  payment,
  onClose,
}: {
  opened: boolean;
  invoice: Invoice;
  due: { installment: InvoiceInstallment; amount: number };
  payment: CardPaymentAttempt;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('invoices');
  const lang = i18n.language;
  const id = useId();
  const amount = formatMoney(due.amount, lang);

  return (
    <Modal
      id={id}
      opened={opened}
      // Leaving for the payment page is under way: closing now would hide what happens.
      onClose={payment.isBusy ? () => undefined : onClose}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      title={<Text fw={700}>{t('actions.payTitle', { number: invoice.number })}</Text>}
    >
      <Group justify="space-between" gap="xs" mb="md" data-testid="invoice-pay-amount">
        <Text c="dimmed">{t(`installment.${due.installment}`)}</Text>
        <Text fw={700}>{amount}</Text>
      </Group>
      <CardPaymentForm
        payment={payment}
        submitLabel={t('actions.paySubmit', { amount })}
        failureTitle={t('actions.payFailedTitle')}
        failureText={
          payment.error == null ? null : formErrorText(payment.error, t, lang, 'invoices:actions.payFailed')
        }
        labelledBy={`${id}-title`}
      />
    </Modal>
  );
}
