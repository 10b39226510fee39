import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  maxRejectionReasonLength,
  RejectInvoiceBodySchema,
  type RejectInvoiceBody,
} from '../../../contract/invoices/invoices.schemas';
import { fieldErrorText } from '../../lib/form-errors';
import { formatNumber } from '../../lib/format';

/**
 * Rejecting a pending invoice (decision 013): a reason is optional and shown to the supplier; the buyer
 * confirms, since a rejected invoice cannot be accepted later. A failure shows inside the dialog.
 */
export function RejectInvoiceDialog({
  opened,
  invoiceNumber,
  isPending,
  error,
  onReject,
  onClose,
}: {
  opened: boolean;
  invoiceNumber: string;
  isPending: boolean;
  error: string | null;
  onReject: (body: z.output<typeof RejectInvoiceBodySchema>) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('invoices');
  const lang = i18n.language;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<RejectInvoiceBody, unknown, z.output<typeof RejectInvoiceBodySchema>>({
    resolver: zodResolver(RejectInvoiceBodySchema),
    defaultValues: { reason: '' },
  });
  const used = (useWatch({ control, name: 'reason' }) ?? '').length;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      title={<Text fw={700}>{t('actions.rejectTitle', { number: invoiceNumber })}</Text>}
    >
      <form onSubmit={(event) => void handleSubmit(onReject)(event)} noValidate>
        <Text>{t('actions.rejectText')}</Text>
        <Textarea
          {...register('reason')}
          mt="md"
          label={t('actions.reason')}
          description={t('actions.reasonHint')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={maxRejectionReasonLength}
          error={fieldErrorText(t, errors.reason?.message)}
          data-autofocus
        />
        <Text size="xs" c="dimmed" ta="end" mt={4} data-testid="reject-reason-count">
          {t('actions.reasonCount', {
            used: formatNumber(used, lang),
            max: formatNumber(maxRejectionReasonLength, lang),
          })}
        </Text>
        {error && (
          <Alert color="red" mt="md" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            {t('actions.keep')}
          </Button>
          <Button type="submit" color="red" loading={isPending}>
            {t('actions.rejectConfirm')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
