import type { Ref } from 'react';
import { NumberInput, Text, type NumberInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A price in Saudi riyals with two decimals; the form turns it into halalas before sending. */
export function SarInput(props: NumberInputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return (
    <NumberInput
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      hideControls
      min={0}
      rightSection={
        <Text size="sm" c="dimmed">
          {t('common:currency')}
        </Text>
      }
      rightSectionWidth={56}
      {...props}
    />
  );
}
