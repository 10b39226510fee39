import { Group, Select, SimpleGrid, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  notificationTypes,
  type NotificationType,
} from '../../../contract/notifications/notifications.schemas';
import { ChoiceChips } from '../../components/choice-chips';
import { DayInput } from '../../components/calendar-inputs';
import { notificationPeriods, type DayRange, type NotificationPeriod } from '../../lib/period-range';

export interface NotificationFilterState {
  type: NotificationType | null;
  period: NotificationPeriod;
  custom: DayRange;
  isUnreadOnly: boolean;
}

export const noNotificationFilters: NotificationFilterState = {
  type: null,
  period: 'all',
  custom: {},
  isUnreadOnly: false,
};

/** The notifications page's filters (spec §2): type, date (quick ranges or two days) and unread only. */
export function NotificationFilters({
  value,
  onChange,
}: {
  value: NotificationFilterState;
  onChange: (next: NotificationFilterState) => void;
}) {
  const { t } = useTranslation('notifications');
  const setCustom = (part: DayRange) => onChange({ ...value, custom: { ...value.custom, ...part } });

  return (
    <Group gap="md" align="end" wrap="wrap">
      <Select
        label={t('filters.type')}
        data={[
          { value: 'ALL', label: t('filters.allTypes') },
          ...notificationTypes.map((type) => ({ value: type, label: t(`types.${type}`) })),
        ]}
        value={value.type ?? 'ALL'}
        onChange={(type) =>
          onChange({ ...value, type: type && type !== 'ALL' ? (type as NotificationType) : null })
        }
        allowDeselect={false}
        w={{ base: '100%', xs: 240 }}
      />
      <ChoiceChips
        label={t('filters.period')}
        choices={notificationPeriods}
        labelOf={(period) => t(`periods.${period}`)}
        value={value.period}
        onChange={(period) => onChange({ ...value, period })}
      />
      {value.period === 'custom' && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DayInput
            label={t('filters.from')}
            value={value.custom.from ?? ''}
            onChange={(day) => setCustom({ from: day })}
          />
          <DayInput
            label={t('filters.to')}
            value={value.custom.to ?? ''}
            onChange={(day) => setCustom({ to: day })}
          />
        </SimpleGrid>
      )}
      <Switch
        label={t('filters.unreadOnly')}
        checked={value.isUnreadOnly}
        onChange={(event) => onChange({ ...value, isUnreadOnly: event.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
