import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A requester's limit per order in riyals (halalas inside); empty: no limit. */
export function OrderLimitInput({
  halalas,
  onChange,
}: {
  halalas: number | null;
  onChange: (halalas: number | null) => void;
}) {
  const { t } = useTranslation('team');
  return (
    <NumberInput
      label={t('invite.limit')}
      description={t('invite.limitHint')}
      value={halalas === null ? '' : halalas / 100}
      onChange={(value) => onChange(value === '' ? null : Math.round(Number(value) * 100))}
      min={0}
      decimalScale={2}
      thousandSeparator=","
      hideControls
      inputMode="decimal"
      dir="ltr"
      size="md"
    />
  );
}
