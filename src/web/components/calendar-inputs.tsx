import { Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { riyadhDayStart, riyadhOffset } from '../../contract/dates/riyadh';
import { formatDate, formatDay, formatHijriDate, normalizeDigits } from '../lib/format';

interface CalendarInputProps extends Omit<
  TextInputProps,
  'type' | 'value' | 'onChange' | 'ref' | 'lang' | 'dir'
> {
  /** `YYYY-MM-DD` for a day, `HH:MM` for a time of day; '' when empty. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly ref?: Ref<HTMLInputElement>;
}

/**
 * The browser draws its own date and time fields in the browser's language, not the page's: an
 * English phone shows «12/03/2026» on an Arabic page. So under the field the chosen value is read back
 * in the page's language («الخميس، ٣ ديسمبر ٢٠٢٦ · ١٢ جمادى الآخرة ١٤٤٨»), live for screen readers,
 * and digits typed in Arabic-Indic are normalised before they reach the form.
 */
function CalendarInput({
  kind,
  echo,
  value,
  onChange,
  ref,
  ...props
}: CalendarInputProps & { kind: 'date' | 'time'; echo: string }) {
  return (
    <Stack gap={4}>
      <TextInput
        {...props}
        ref={ref}
        type={kind}
        value={value}
        onChange={(event) => onChange(normalizeDigits(event.currentTarget.value))}
      />
      <Text size="xs" c="dimmed" aria-live="polite" data-testid={`${kind}-in-words`}>
        {echo}
      </Text>
    </Stack>
  );
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const isTimeOfDay = (value: string) => /^\d{2}:\d{2}$/.test(value);

/** A Riyadh calendar day, read back with its weekday and Hijri date in the page's language. */
export function DayInput(props: CalendarInputProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const echo = isDay(props.value)
    ? `${formatDay(props.value, language, { dateStyle: 'full' })} · ${formatHijriDate(riyadhDayStart(props.value), language)}`
    : '';
  return <CalendarInput {...props} kind="date" echo={echo} />;
}

/** A time of day in Riyadh, read back in the page's language («١٢:٠٠ م»). */
export function TimeOfDayInput(props: CalendarInputProps) {
  const { i18n } = useTranslation();
  const echo = isTimeOfDay(props.value)
    ? formatDate(`2000-01-01T${props.value}:00${riyadhOffset}`, i18n.language, { timeStyle: 'short' })
    : '';
  return <CalendarInput {...props} kind="time" echo={echo} />;
}
