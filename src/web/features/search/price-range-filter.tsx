import { useRef, useState, type FormEvent } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { riyalsOf, roundedHalalasOf } from '../../../contract/money/riyals';
import { normalizeDigits } from '../../lib/format';
import { PriceInput } from './price-input';

type FieldValue = number | string;

/** Halalas from what the field holds (a number, or a string while empty or half typed); null when empty. */
function halalasOfField(value: FieldValue): number | null | 'invalid' {
  const sar = typeof value === 'number' ? value : normalizeDigits(value).trim();
  if (sar === '') return null;
  const amount = Number(sar);
  // Money travels as integer halalas (conventions §6).
  return Number.isFinite(amount) && amount >= 0 ? roundedHalalasOf(amount) : 'invalid';
}

const sarOf = (halalas: number | null): FieldValue => (halalas === null ? '' : riyalsOf(halalas));

/**
 * Minimum and maximum price, typed in SAR and applied together on submit as halalas. The parent keys
 * it by the applied range, so the fields follow the URL (the back button, a shared link).
 */
export function PriceRangeFilter({
  minPrice,
  maxPrice,
  onApply,
}: {
  minPrice: number | null;
  maxPrice: number | null;
  onApply: (range: { minPrice: number | null; maxPrice: number | null }) => void;
}) {
  const { t } = useTranslation('search');
  const [min, setMin] = useState<FieldValue>(sarOf(minPrice));
  const [max, setMax] = useState<FieldValue>(sarOf(maxPrice));
  const [error, setError] = useState<{ field: 'min' | 'max'; message: string } | null>(null);
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);
  const hasRange = minPrice !== null || maxPrice !== null;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const low = halalasOfField(min);
    const high = halalasOfField(max);
    // The field in error takes the focus, so its message (its description) is read out.
    if (low === 'invalid' || high === 'invalid') {
      const field = low === 'invalid' ? 'min' : 'max';
      setError({ field, message: t('price.invalid') });
      (field === 'min' ? minRef : maxRef).current?.focus();
      return;
    }
    if (low !== null && high !== null && low > high) {
      setError({ field: 'max', message: t('price.minAboveMax') });
      maxRef.current?.focus();
      return;
    }
    setError(null);
    onApply({ minPrice: low, maxPrice: high });
  };

  return (
    <form onSubmit={apply} noValidate aria-label={t('price.legend')}>
      <Group align="flex-start" gap="xs" wrap="wrap">
        <PriceInput
          ref={minRef}
          label={t('price.min')}
          value={min}
          onChange={setMin}
          error={error?.field === 'min' && error.message}
          w={170}
        />
        <PriceInput
          ref={maxRef}
          label={t('price.max')}
          value={max}
          onChange={setMax}
          error={error?.field === 'max' && error.message}
          w={170}
        />
        {/* Level with the fields, below their labels. */}
        <Group gap="xs" pt="calc(var(--mantine-font-size-sm) * var(--mantine-line-height))">
          <Button type="submit" variant="light">
            {t('price.apply')}
          </Button>
          {hasRange && (
            <Button variant="subtle" color="gray" onClick={() => onApply({ minPrice: null, maxPrice: null })}>
              {t('price.clear')}
            </Button>
          )}
        </Group>
      </Group>
    </form>
  );
}
