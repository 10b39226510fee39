import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider, type DatesRangeValue } from '@mantine/dates';
// Loaded with this screen, after the core styles (main.tsx), as Mantine requires.
import '@mantine/dates/styles.css';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/ar-sa';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  healthPeriods,
  healthRangeProblem,
  type HealthPeriod,
} from '../../../contract/marketplace-health/marketplace-health.schemas';
import { languageInfo } from '../../i18n/languages';

export type HealthSelection =
  { kind: 'PRESET'; period: HealthPeriod } | { kind: 'CUSTOM'; from: string; to: string };

/**
 * The dashboard's period: the last 7, 30 or 90 Riyadh days, or two days of the operator's (at most 366,
 * the contract's rule, checked here before asking).
 */
export function HealthPeriodPicker({
  value,
  onChange,
}: {
  value: HealthSelection;
  onChange: (selection: HealthSelection) => void;
}) {
  const { t, i18n } = useTranslation('marketplace-health');
  const [isCustom, setIsCustom] = useState(value.kind === 'CUSTOM');
  const [draft, setDraft] = useState<DatesRangeValue<string>>(
    value.kind === 'CUSTOM' ? [value.from, value.to] : [null, null],
  );
  const [from, to] = draft;
  const problem = from && to ? healthRangeProblem(from, to) : null;
  const choice = isCustom ? 'CUSTOM' : value.kind === 'PRESET' ? value.period : 'CUSTOM';

  return (
    <Stack gap="xs">
      <SegmentedControl
        fullWidth
        value={choice}
        aria-label={t('period.label')}
        data={[
          ...healthPeriods.map((period) => ({ value: period, label: t(`period.${period}`) })),
          { value: 'CUSTOM', label: t('period.CUSTOM') },
        ]}
        onChange={(next) => {
          if (next === 'CUSTOM') return setIsCustom(true);
          setIsCustom(false);
          onChange({ kind: 'PRESET', period: next as HealthPeriod });
        }}
      />
      {isCustom && (
        <DatesProvider
          settings={{
            locale: languageInfo(i18n.language).code === 'ar' ? 'ar-sa' : 'en',
            firstDayOfWeek: 0,
            weekendDays: [5, 6],
          }}
        >
          <Group grow>
            <DatePickerInput
              type="range"
              label={t('period.range')}
              leftSection={<IconCalendar size={16} aria-hidden />}
              value={draft}
              allowSingleDateInRange
              error={problem ? t('period.tooLong') : undefined}
              onChange={(range) => {
                setDraft(range);
                const [start, end] = range;
                if (start && end && !healthRangeProblem(start, end)) {
                  onChange({ kind: 'CUSTOM', from: start, to: end });
                }
              }}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t('period.hint')}
          </Text>
        </DatesProvider>
      )}
    </Stack>
  );
}
