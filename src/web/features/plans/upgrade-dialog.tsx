import { Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../contract/plans/plans.schemas';
import { formErrorText } from '../../lib/form-errors';
import { formatDate, formatMoney } from '../../lib/format';
import { CardPaymentForm } from '../payments/card-payment-form';
import type { CardPaymentAttempt } from '../payments/use-card-payment';

/**
 * Paying a month of Premium (50 SAR + VAT) with the card payment form: the plan's renewal card, or a new
 * card, which is kept for the monthly renewal. During the trial the paid month starts when it ends.
 */
export function UpgradeDialog({
  opened,
  plan,
  payment,
  onClose,
}: {
  opened: boolean;
  plan: Plan;
  payment: CardPaymentAttempt;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('plans');
  const lang = i18n.language;
  const id = useId();
  const total = formatMoney(plan.price.total, lang);
  const isTrial = plan.source === 'TRIAL' && plan.premiumUntil !== null;

  return (
    <Modal
      opened={opened}
      // Leaving for the payment page is under way: closing now would hide what happens.
      onClose={payment.isBusy ? () => undefined : onClose}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      title={
        <Text fw={700} id={`${id}-title`}>
          {t('upgrade.title')}
        </Text>
      }
    >
      <Stack gap="md">
        <Stack gap={6} data-testid="upgrade-price">
          <PriceRow label={t('upgrade.net')} value={formatMoney(plan.price.net, lang)} />
          <PriceRow label={t('upgrade.vat')} value={formatMoney(plan.price.vat, lang)} />
          <Divider />
          <PriceRow label={t('upgrade.total')} value={total} isStrong />
        </Stack>
        <Text size="sm" c="dimmed">
          {isTrial
            ? t('upgrade.afterTrial', {
                date: formatDate(plan.premiumUntil!, lang, { dateStyle: 'long' }),
              })
            : t('upgrade.startsNow')}
        </Text>
        <CardPaymentForm
          payment={payment}
          submitLabel={t('upgrade.pay', { total })}
          failureTitle={t('upgrade.failedTitle')}
          failureText={
            payment.error == null ? null : formErrorText(payment.error, t, lang, 'plans:upgrade.failed')
          }
          labelledBy={`${id}-title`}
          savedCards={plan.renewalCard ? [plan.renewalCard] : []}
          newCardNote={t('upgrade.newCardKept')}
          addCardHint={t('upgrade.addCardAsBuyer')}
        />
      </Stack>
    </Modal>
  );
}

function PriceRow({ label, value, isStrong = false }: { label: string; value: string; isStrong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c={isStrong ? undefined : 'dimmed'} fw={isStrong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={isStrong ? 700 : 500}>
        {value}
      </Text>
    </Group>
  );
}
