import { QuantityStepper } from '../../components/quantity-stepper';
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
  /** Called with the quantity when the person leaves the field, presses Enter, or presses − or +. */
  onCommit?: (value: number | string) => void;
  hideLabel?: boolean;
}) {
  return (
    <QuantityStepper
      label={label}
      hideLabel={hideLabel}
      value={value}
      onChange={onChange}
      step={terms.caseQuantity}
      min={terms.minOrderQuantity}
      max={terms.maxOrderQuantity}
      error={error}
      disabled={disabled}
      onCommit={onCommit}
    />
  );
}
