import { Checkbox, Fieldset, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MemberRole } from '../../../contract/team/member-roles';

/** The roles by the side they work on (FINANCE and VIEWER serve both; OWNER does everything). */
const groups: { side: 'owner' | 'buyer' | 'supplier' | 'both'; roles: MemberRole[] }[] = [
  { side: 'buyer', roles: ['REQUESTER', 'APPROVER'] },
  { side: 'supplier', roles: ['CATALOGUE_MANAGER', 'ORDER_HANDLER'] },
  { side: 'both', roles: ['FINANCE', 'VIEWER'] },
  { side: 'owner', roles: ['OWNER'] },
];

/** Checkbox groups «جهة الشراء» / «جهة البيع» with a one-line explanation per role. */
export function RolePicker({
  value,
  onChange,
  error,
}: {
  value: readonly MemberRole[];
  onChange: (roles: MemberRole[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('team');
  const toggle = (role: MemberRole, isChecked: boolean) =>
    onChange(isChecked ? [...value, role] : value.filter((other) => other !== role));
  return (
    <Stack gap="sm">
      {groups.map(({ side, roles }) => (
        <Fieldset key={side} legend={t(`sides.${side}`)} p="sm">
          <Stack gap="sm">
            {roles.map((role) => (
              <Checkbox
                key={role}
                size="md"
                checked={value.includes(role)}
                onChange={(event) => toggle(role, event.currentTarget.checked)}
                label={t(`roles.${role}.name`)}
                description={t(`roles.${role}.hint`)}
              />
            ))}
          </Stack>
        </Fieldset>
      ))}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
