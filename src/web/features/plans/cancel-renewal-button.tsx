import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../contract/plans/plans.schemas';
import { formErrorText } from '../../lib/form-errors';
import { formatDate } from '../../lib/format';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { usePlanAction } from './use-plan';

/** Stops the monthly renewal after a confirmation: Premium stays until the paid month ends. */
export function CancelRenewalButton({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation('plans');
  const lang = i18n.language;
  const [isOpen, setIsOpen] = useState(false);
  const cancel = usePlanAction('cancel');
  const until = plan.premiumUntil ? formatDate(plan.premiumUntil, lang, { dateStyle: 'long' }) : '';
  const close = () => {
    setIsOpen(false);
    cancel.reset();
  };

  return (
    <>
      <Button className="button-label-wraps" variant="default" color="red" onClick={() => setIsOpen(true)}>
        {t('actions.cancelRenewal')}
      </Button>
      <ConfirmDialog
        opened={isOpen}
        title={t('renewal.cancelTitle')}
        text={t(plan.isOverBasicLimits ? 'renewal.cancelTextOverLimits' : 'renewal.cancelText', {
          date: until,
        })}
        confirmLabel={t('renewal.cancelConfirm')}
        cancelLabel={t('renewal.keep')}
        color="red"
        isPending={cancel.isPending}
        error={
          cancel.error == null ? null : formErrorText(cancel.error, t, lang, 'plans:renewal.cancelFailed')
        }
        onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setIsOpen(false) })}
        onClose={close}
      />
    </>
  );
}
