import { DatePickerInput, DatesProvider, type DatesRangeValue } from '@mantine/dates';
// Loaded with this screen, after the core styles (main.tsx), as Mantine requires.
import '@mantine/dates/styles.css';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/ar-sa';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { analyticsRangeProblem, defaultAnalyticsRange } from '../../../contract/analytics/analytics.schemas';
import { earliestFilterDay } from '../../../contract/dates/filter-day';
import { languageInfo } from '../../i18n/languages';
import { formatDay } from '../../lib/format';

export interface DayRange {
  from: string;
  to: string;
}

/** A Riyadh day (YYYY-MM-DD) as people read it. */
const dayLabel = (day: string, lang: string) =>
  formatDay(day, lang, { day: 'numeric', month: 'short', year: 'numeric' });

/** The quick ranges a supplier compares most, each ending today (or last year's end). */
function presetsOf(
  today: string,
  labels: { last3: string; last12: string; thisYear: string; lastYear: string },
) {
  const year = Number(today.slice(0, 4));
  const range = (value: DayRange) => [value.from, value.to] as [string, string];
  return [
    { value: range(defaultAnalyticsRange(today, {}, 3)), label: labels.last3 },
    { value: range(defaultAnalyticsRange(today)), label: labels.last12 },
    { value: range({ from: `${year}-01-01`, to: today }), label: labels.thisYear },
    { value: range({ from: `${year - 1}-01-01`, to: `${year - 1}-12-31` }), label: labels.lastYear },
  ];
}

/**
 * The analytics period: two Riyadh days, both included, at most 36 calendar months apart (the
 * contract's rule, checked here before asking). The calendar starts its weeks on Sunday and shows
 * Latin digits, as the rest of the app does.
 */
export function AnalyticsRangePicker({
  value,
  today,
  onChange,
}: {
  value: DayRange;
  today: string;
  onChange: (range: DayRange) => void;
}) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  const [draft, setDraft] = useState<DatesRangeValue<string>>([value.from, value.to]);
  const [from, to] = draft;
  const problem = from && to ? analyticsRangeProblem(from, to) : null;

  return (
    <DatesProvider
      settings={{
        locale: languageInfo(lang).code === 'ar' ? 'ar-sa' : 'en',
        firstDayOfWeek: 0,
        weekendDays: [5, 6],
      }}
    >
      <DatePickerInput
        type="range"
        label={t('range.label')}
        leftSection={<IconCalendar size={16} aria-hidden />}
        value={draft}
        allowSingleDateInRange
        // The server refuses days outside the date filters' range (issue 19, DATE_OUT_OF_RANGE).
        minDate={earliestFilterDay}
        maxDate={today}
        presets={presetsOf(today, {
          last3: t('range.last3'),
          last12: t('range.last12'),
          thisYear: t('range.thisYear'),
          lastYear: t('range.lastYear'),
        })}
        valueFormatter={({ date }) => {
          const [start, end] = Array.isArray(date) ? date : [date, null];
          return [start, end]
            .filter((day): day is string => typeof day === 'string')
            .map((day) => dayLabel(day.slice(0, 10), lang))
            .join(' – ');
        }}
        error={problem ? t('errors:DATE_RANGE_INVALID') : undefined}
        onChange={(next) => {
          setDraft(next);
          const [start, end] = next;
          if (start && end && !analyticsRangeProblem(start, end)) onChange({ from: start, to: end });
        }}
        w={{ base: '100%', sm: 340 }}
      />
    </DatesProvider>
  );
}
