import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MemberRole } from '../../../contract/team/member-roles';
import type { TeamMember } from '../../../contract/team/team.schemas';
import { formErrorText } from '../../lib/form-errors';
import { FormAlert } from '../auth/form-alert';
import { spendsMoney } from './invite-member-modal';
import { OrderLimitInput } from './order-limit-input';
import { RolePicker } from './role-picker';
import { useUpdateMember } from './use-team';

/** An owner changes a member's roles and limit per order. */
export function EditMemberModal({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const { t, i18n } = useTranslation('team');
  const update = useUpdateMember();
  const [roles, setRoles] = useState<MemberRole[]>(member.roles);
  const [orderLimit, setOrderLimit] = useState<number | null>(member.orderLimit);
  const [error, setError] = useState<unknown>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    update.mutate(
      {
        memberId: member.memberId,
        body: { roles, orderLimitHalalas: spendsMoney(roles) ? orderLimit : null },
      },
      { onSuccess: onClose, onError: setError },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('edit.title', { name: member.name })} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error != null && <FormAlert>{formErrorText(error, t, i18n.language)}</FormAlert>}
          <RolePicker value={roles} onChange={setRoles} />
          {spendsMoney(roles) && <OrderLimitInput halalas={orderLimit} onChange={setOrderLimit} />}
          <Group justify="flex-end">
            <Button variant="default" size="lg" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" size="lg" loading={update.isPending} disabled={roles.length === 0}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
