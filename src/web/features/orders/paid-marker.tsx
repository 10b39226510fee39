import { Badge } from '@mantine/core';
import { IconCircleCheck, IconClockDollar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec §2 Order details: the paid marker. */
export function PaidMarker({ isPaid }: { isPaid: boolean }) {
  const { t } = useTranslation('orders');
  const Icon = isPaid ? IconCircleCheck : IconClockDollar;
  return (
    <Badge color={isPaid ? 'teal' : 'orange'} variant="outline" leftSection={<Icon size={14} aria-hidden />}>
      {isPaid ? t('list.paid') : t('list.unpaid')}
    </Badge>
  );
}
