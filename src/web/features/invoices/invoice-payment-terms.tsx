import { Button, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  maxUpfrontOf,
  maxUpfrontPercent,
  paymentTermsList,
  type PaymentTerms,
} from '../../../contract/invoices/invoices.schemas';
import { riyalsOf } from '../../../contract/money/riyals';
import { formatMoney, formatPercent } from '../../lib/format';
import { halalasFromSar } from '../catalog/listing-form-values';
import { SarInput } from '../../components/sar-input';
import { useInvoiceTotals, type InvoiceFormControl } from './use-invoice-totals';

/**
 * How the buyer pays (issue 7): FULL, the whole total once the invoice is accepted, or PARTIAL, an
 * upfront amount of at most 30% of the total (VAT included), the rest on delivery. The upfront field
 * shows its limit for the total as typed and fills it in one press.
 */
export function InvoicePaymentTerms({
  control,
  errorText,
}: {
  control: InvoiceFormControl;
  errorText: (field: 'paymentTerms' | 'upfrontAmount') => string | undefined;
}) {
  const { t, i18n } = useTranslation('invoice-form');
  const { total } = useInvoiceTotals(control);
  const [paymentTerms, upfrontAmount] = useWatch({ control, name: ['paymentTerms', 'upfrontAmount'] });
  const maxUpfront = maxUpfrontOf(total);
  const upfront = halalasFromSar(upfrontAmount);
  const percent = formatPercent(maxUpfrontPercent, i18n.language);

  return (
    <Stack gap="md" mt="md">
      <Controller
        control={control}
        name="paymentTerms"
        render={({ field }) => (
          <Radio.Group
            label={t('terms.label')}
            value={field.value}
            onChange={(value) => field.onChange(value as PaymentTerms)}
            error={errorText('paymentTerms')}
            required
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
              {paymentTermsList.map((terms) => (
                <Radio
                  key={terms}
                  value={terms}
                  label={t(`terms.${terms}.label`)}
                  description={t(`terms.${terms}.text`, { percent })}
                  onBlur={field.onBlur}
                  ref={terms === 'FULL' ? field.ref : undefined}
                />
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
      />
      {paymentTerms === 'PARTIAL' && (
        <Controller
          control={control}
          name="upfrontAmount"
          render={({ field }) => (
            <Stack gap={6}>
              <SarInput
                label={t('terms.upfront')}
                description={t('terms.upfrontHint', {
                  max: formatMoney(maxUpfront, i18n.language),
                  percent,
                })}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errorText('upfrontAmount')}
                maw={360}
              />
              <Group gap="sm" wrap="wrap">
                <Button
                  variant="light"
                  size="xs"
                  disabled={maxUpfront <= 0}
                  onClick={() => field.onChange(riyalsOf(maxUpfront))}
                >
                  {t('terms.fillMax', { percent })}
                </Button>
                {upfront !== undefined && Number.isFinite(upfront) && upfront > 0 && upfront <= total && (
                  <Text size="sm" c="dimmed" data-testid="upfront-split">
                    {t('terms.split', {
                      upfront: formatMoney(upfront, i18n.language),
                      rest: formatMoney(total - upfront, i18n.language),
                    })}
                  </Text>
                )}
              </Group>
            </Stack>
          )}
        />
      )}
    </Stack>
  );
}
