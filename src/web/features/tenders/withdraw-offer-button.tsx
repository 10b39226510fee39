import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../lib/form-errors';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useWithdrawOffer } from './use-tender-offers';

/** Withdraws the supplier's offer before the deadline, once confirmed (decision 014). */
export function WithdrawOfferButton({
  tenderId,
  onWithdrawn,
}: {
  tenderId: string;
  onWithdrawn: () => void;
}) {
  const { t, i18n } = useTranslation('tender-offers');
  const withdraw = useWithdrawOffer(tenderId);
  const [isOpen, setIsOpen] = useState(false);
  const close = () => {
    setIsOpen(false);
    withdraw.reset();
  };
  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setIsOpen(true)}
      >
        {t('myOffer.withdraw')}
      </Button>
      <ConfirmDialog
        opened={isOpen}
        title={t('withdraw.title')}
        text={t('withdraw.text')}
        confirmLabel={t('withdraw.confirm')}
        cancelLabel={t('withdraw.keep')}
        color="red"
        isPending={withdraw.isPending}
        error={withdraw.error ? formErrorText(withdraw.error, t, i18n.language) : null}
        onConfirm={() =>
          withdraw.mutate(undefined, {
            onSuccess: () => {
              setIsOpen(false);
              onWithdrawn();
            },
          })
        }
        onClose={close}
      />
    </>
  );
}
