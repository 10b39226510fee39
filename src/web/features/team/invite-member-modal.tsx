import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MemberRole } from '../../../contract/team/member-roles';
import { formErrorText } from '../../lib/form-errors';
import { FormAlert } from '../auth/form-alert';
import { OrderLimitInput } from './order-limit-input';
import { RolePicker } from './role-picker';
import { useInviteMember } from './use-team';

/** Whether the roles spend (a limit applies to requesters and approvers). */
export const spendsMoney = (roles: readonly MemberRole[]) =>
  roles.includes('REQUESTER') || roles.includes('APPROVER');

/** An owner invites a person by email with roles and, for buyers, a limit per order. */
export function InviteMemberModal({
  opened,
  onClose,
  onInvited,
}: {
  opened: boolean;
  onClose: () => void;
  onInvited: (email: string) => void;
}) {
  const { t, i18n } = useTranslation('team');
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<MemberRole[]>([]);
  const [orderLimit, setOrderLimit] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);

  const close = () => {
    setEmail('');
    setRoles([]);
    setOrderLimit(null);
    setError(null);
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    invite.mutate(
      { email, roles, orderLimitHalalas: spendsMoney(roles) ? orderLimit : null },
      {
        onSuccess: () => {
          onInvited(email);
          close();
        },
        onError: setError,
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('invite.title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error != null && <FormAlert>{formErrorText(error, t, i18n.language)}</FormAlert>}
          <TextInput
            label={t('invite.email')}
            type="email"
            dir="ltr"
            autoComplete="off"
            required
            size="md"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <RolePicker value={roles} onChange={setRoles} />
          {spendsMoney(roles) && <OrderLimitInput halalas={orderLimit} onChange={setOrderLimit} />}
          <Group justify="flex-end">
            <Button variant="default" size="lg" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" size="lg" loading={invite.isPending} disabled={roles.length === 0}>
              {t('invite.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
