import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OperatorSupplier } from '../../../contract/supplier-verification/supplier-verification.schemas';

const stateColors = { PENDING: 'blue', INFO_REQUESTED: 'yellow', APPROVED: 'teal' } as const;

/** A supplier's verification state and, when suspended, a red mark. */
export function VerificationBadges({
  supplier,
}: {
  supplier: Pick<OperatorSupplier, 'verification' | 'isSuspended'>;
}) {
  const { t } = useTranslation('supplier-verification');
  return (
    <Group gap={6}>
      <Badge color={stateColors[supplier.verification]} variant="light">
        {t(`states.${supplier.verification}`)}
      </Badge>
      {supplier.isSuspended && (
        <Badge color="red" variant="filled">
          {t('states.SUSPENDED')}
        </Badge>
      )}
    </Group>
  );
}
