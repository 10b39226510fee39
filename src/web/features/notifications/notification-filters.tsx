import { Box, Chip, Group, Select, Switch, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  notificationTypes,
  type NotificationType,
} from '../../../contract/notifications/notifications.schemas';
import { normalizeDigits } from '../../lib/format';
import { notificationPeriods, type DayRange, type NotificationPeriod } from './notification-period';

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
  const periodLabelId = useId();
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
      <Box role="group" aria-labelledby={periodLabelId}>
        <Text id={periodLabelId} size="sm" fw={500} mb={4}>
          {t('filters.period')}
        </Text>
        {/* Chips wrap on a phone, where five segments would not fit side by side. */}
        <Chip.Group
          value={value.period}
          onChange={(period) => onChange({ ...value, period: period as NotificationPeriod })}
        >
          <Group gap={6}>
            {notificationPeriods.map((period) => (
              <Chip key={period} value={period} size="sm">
                {t(`periods.${period}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Box>
      {value.period === 'custom' && (
        <Group gap="sm" wrap="nowrap">
          <TextInput
            type="date"
            label={t('filters.from')}
            value={value.custom.from ?? ''}
            onChange={(event) => setCustom({ from: normalizeDigits(event.currentTarget.value) })}
          />
          <TextInput
            type="date"
            label={t('filters.to')}
            value={value.custom.to ?? ''}
            onChange={(event) => setCustom({ to: normalizeDigits(event.currentTarget.value) })}
          />
        </Group>
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
