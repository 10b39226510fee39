import { Text } from '@mantine/core';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { halalasFromSar } from '../catalog/listing-form-values';
import { OfferAmounts } from './offer-amounts';
import type { OfferFormValues } from './offer-form-values';
import type { SubmitOfferBodyOutput } from './use-tender-offers';

/**
 * The typed amount with 15% VAT, as it changes: what the buyer would be invoiced if it accepts. It
 * watches the amount itself, so typing re-renders this rather than the whole form.
 */
export function OfferVatPreview({
  control,
}: {
  control: Control<OfferFormValues, unknown, SubmitOfferBodyOutput>;
}) {
  const { t } = useTranslation('tender-offers');
  const amount = halalasFromSar(useWatch({ control, name: 'amount' }));
  if (amount === undefined || !Number.isFinite(amount) || amount <= 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="offer-amounts-empty">
        {t('form.vatPreviewEmpty')}
      </Text>
    );
  }
  return <OfferAmounts amount={amount} />;
}
