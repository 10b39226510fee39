import type { FormEvent, Ref } from 'react';
import { NumberInput, Text, type NumberInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { normalizeDigits } from '../../lib/format';

/** Arabic-Indic digits, the Arabic decimal separator (٫) and thousands separator (٬) as Latin text. */
/** The highest price a listing may have (the contract's 100,000,000.00 SAR). */
const maxPriceSar = 100_000_000;

const toLatinNumber = (text: string) =>
  normalizeDigits(text)
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, '');

/**
 * A price in Saudi riyals with two decimals. Mantine's NumberInput drops characters that are not
 * Latin digits, so typed Arabic-Indic digits are rewritten before it reads the input (conventions §7:
 * normalize digits in inputs). Each digit stays one character, so the caret stays where it was.
 */
export function PriceInput(props: NumberInputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();

  const normalize = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const latin = toLatinNumber(input.value);
    if (latin === input.value) return;
    const { selectionStart, selectionEnd } = input;
    input.value = latin;
    if (selectionStart !== null && selectionEnd !== null)
      input.setSelectionRange(selectionStart, selectionEnd);
  };

  return (
    <NumberInput
      decimalScale={2}
      allowNegative={false}
      hideControls
      min={0}
      max={maxPriceSar}
      inputMode="decimal"
      rightSection={
        <Text size="sm" c="dimmed">
          {t('common:currency')}
        </Text>
      }
      rightSectionWidth={48}
      onChangeCapture={normalize}
      {...props}
    />
  );
}
