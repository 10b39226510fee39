import { useId } from 'react';
import { ActionIcon, Group, Input } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { normalizeDigits } from '../lib/format';

/** A touch target's smallest side (WCAG 2.5.5, conventions: touch targets ≥ 44 px). */
const touchTarget = 44;

/** The next quantity on the step grid below `current` (or above), kept within min and max. */
export function steppedQuantity(
  current: number | string,
  direction: -1 | 1,
  { step, min, max }: { step: number; min: number; max?: number | null },
): number {
  const typed = typeof current === 'number' ? current : Number(current);
  if (current === '' || !Number.isFinite(typed)) return min;
  // A typed quantity off the grid moves to the nearest step in the asked direction, not by a whole step.
  const next = direction > 0 ? Math.floor(typed / step) * step + step : Math.ceil(typed / step) * step - step;
  const highest = max == null ? Infinity : Math.max(min, Math.floor(max / step) * step);
  return Math.min(highest, Math.max(min, next));
}

/** A typed quantity: its digits (Arabic-Indic ones read as such), a number, or '' when there are none. */
export function typedQuantity(text: string): number | string {
  const digits = normalizeDigits(text).replace(/\D/g, '');
  return digits === '' ? '' : Number(digits);
}

/**
 * A whole-number quantity with − and + buttons of touch size on either side of the field, instead of
 * the number field's 12 px spinner arrows. The field still takes typing (and the arrow keys); the
 * buttons move along the step grid within min and max, and are named after the field they change.
 * The field is a plain text input that keeps only digits, not Mantine's NumberInput: its number-format
 * library (8 kB gzip) loaded with every product page for a field that takes whole numbers only
 * (docs/performance.md).
 */
export function QuantityStepper({
  label,
  hideLabel = false,
  value,
  onChange,
  step = 1,
  min = 1,
  max,
  error,
  disabled = false,
  onCommit,
}: {
  label: string;
  hideLabel?: boolean;
  value: number | string;
  onChange: (value: number | string) => void;
  step?: number;
  min?: number;
  max?: number | null;
  error?: string;
  disabled?: boolean;
  /** Called with the quantity when the person leaves the field, presses Enter, or presses − or +. */
  onCommit?: (value: number | string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const typed = value === '' ? NaN : Number(value);
  const grid = { step, min, max };
  // A button that would not change the quantity is disabled.
  const isAtMin = Number.isFinite(typed) && steppedQuantity(typed, -1, grid) >= typed;
  const isAtMax = Number.isFinite(typed) && steppedQuantity(typed, 1, grid) <= typed;
  const stepTo = (direction: -1 | 1) => {
    const next = steppedQuantity(value, direction, grid);
    onChange(next);
    onCommit?.(next);
  };

  return (
    <Input.Wrapper
      label={hideLabel ? undefined : label}
      labelProps={{ htmlFor: id }}
      error={error}
      errorProps={{ id: errorId }}
    >
      <Group gap={6} wrap="nowrap" align="center">
        <ActionIcon
          variant="default"
          size={touchTarget}
          aria-label={t('stepper.decrease', { label })}
          onClick={() => stepTo(-1)}
          disabled={disabled || isAtMin}
        >
          <IconMinus size={18} aria-hidden />
        </ActionIcon>
        <Input
          id={id}
          aria-label={label}
          aria-describedby={error ? errorId : undefined}
          // Out-of-range values are kept as typed, so the rule's message can say what is wrong.
          value={String(value)}
          onChange={(event) => onChange(typedQuantity(event.currentTarget.value))}
          inputMode="numeric"
          autoComplete="off"
          error={Boolean(error)}
          disabled={disabled}
          onBlur={() => onCommit?.(value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onCommit?.(value);
            if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
              event.preventDefault();
              stepTo(event.key === 'ArrowUp' ? 1 : -1);
            }
          }}
          size="md"
          w={96}
          styles={{ input: { textAlign: 'center', height: touchTarget } }}
        />
        <ActionIcon
          variant="default"
          size={touchTarget}
          aria-label={t('stepper.increase', { label })}
          onClick={() => stepTo(1)}
          disabled={disabled || isAtMax}
        >
          <IconPlus size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Input.Wrapper>
  );
}
