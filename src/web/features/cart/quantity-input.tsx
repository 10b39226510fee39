import { NumberInput } from '@mantine/core';
import type { QuantityTerms } from './quantity-rules';

/**
 * A quantity that steps by the case quantity from the minimum (conventions §6). Out-of-range values are
 * kept as typed, so the rule's message can say what is wrong instead of a silent correction.
 */
export function QuantityInput({
  label,
  value,
  onChange,
  terms,
  error,
  disabled,
  onCommit,
  hideLabel,
}: {
  label: string;
  value: number | string;
  onChange: (value: number | string) => void;
  terms: QuantityTerms;
  error?: string;
  disabled?: boolean;
  /** Called when the person leaves the field or presses Enter. */
  onCommit?: () => void;
  hideLabel?: boolean;
}) {
  return (
    <NumberInput
      label={hideLabel ? undefined : label}
      aria-label={label}
      value={value}
      onChange={onChange}
      step={terms.caseQuantity}
      min={terms.minOrderQuantity}
      max={terms.maxOrderQuantity ?? undefined}
      startValue={terms.minOrderQuantity}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      inputMode="numeric"
      error={error}
      disabled={disabled}
      onBlur={onCommit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onCommit?.();
      }}
      w={{ base: '100%', xs: 140 }}
    />
  );
}
