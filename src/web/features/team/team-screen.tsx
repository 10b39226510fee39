import { useState } from 'react';
import { Alert, Button, Container, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../../contract/team/team.schemas';
import { formErrorText } from '../../lib/form-errors';
import { FormAlert } from '../auth/form-alert';
import { useCan } from './can';
import { EditMemberModal } from './edit-member-modal';
import { InvitationsSection } from './invitations-section';
import { InviteMemberModal } from './invite-member-modal';
import { MemberCard } from './member-card';
import {
  useInvitationAction,
  useMemberAction,
  useTeam,
  type InvitationAction,
  type MemberAction,
} from './use-team';

/**
 * Issue 26: the team settings screen. Every member sees the members; owners (team management is owners
 * only) invite, change roles and limits, suspend, reinstate and remove, and see the pending invitations.
 */
export function TeamScreen() {
  const { t, i18n } = useTranslation('team');
  const team = useTeam();
  const canManage = useCan([]);
  const memberAction = useMemberAction();
  const invitationAction = useInvitationAction();
  const [isInviting, setIsInviting] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [pendingInvitation, setPendingInvitation] = useState<string | null>(null);

  const failed = (error: unknown) =>
    setNotice({ kind: 'error', text: formErrorText(error, t, i18n.language) });
  const act = (member: TeamMember, action: MemberAction) => {
    if (action === 'remove') return setRemoving(member);
    setNotice(null);
    memberAction.mutate({ memberId: member.memberId, action }, { onError: failed });
  };
  const remove = () => {
    if (!removing) return;
    memberAction.mutate(
      { memberId: removing.memberId, action: 'remove' },
      { onError: failed, onSettled: () => setRemoving(null) },
    );
  };
  const actOnInvitation = (id: string, action: InvitationAction) => {
    setNotice(null);
    setPendingInvitation(id);
    invitationAction.mutate(
      { id, action },
      {
        onSuccess: () => action === 'resend' && setNotice({ kind: 'success', text: t('invitations.resent') }),
        onError: failed,
        onSettled: () => setPendingInvitation(null),
      },
    );
  };

  let content;
  if (team.isPending) {
    content = <Loader aria-label={t('title')} />;
  } else if (team.isError) {
    content = (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('loadFailed')}>
        {formErrorText(team.error, t, i18n.language)}
      </Alert>
    );
  } else {
    content = (
      <Stack gap="lg">
        <Stack gap="sm" component="section" aria-labelledby="team-members">
          <Title order={2} size="h4" id="team-members">
            {t('members.heading')}
          </Title>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {team.data.members.map((member) => (
              <MemberCard
                key={member.memberId}
                member={member}
                canManage={canManage}
                onEdit={() => setEditing(member)}
                onAction={(action) => act(member, action)}
              />
            ))}
          </Stack>
        </Stack>
        {canManage && (
          <InvitationsSection
            invitations={team.data.invitations}
            onAction={actOnInvitation}
            pendingId={pendingInvitation}
          />
        )}
      </Stack>
    );
  }

  return (
    <Container size="md" py="lg" px="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('title')}
            </Title>
            <Text c="dimmed">{canManage ? t('lead') : t('readOnly')}</Text>
          </Stack>
          {canManage && (
            <Button
              size="lg"
              leftSection={<IconUserPlus size={18} aria-hidden />}
              onClick={() => setIsInviting(true)}
            >
              {t('invite.button')}
            </Button>
          )}
        </Group>
        {notice && <FormAlert kind={notice.kind}>{notice.text}</FormAlert>}
        {content}
      </Stack>
      <InviteMemberModal
        opened={isInviting}
        onClose={() => setIsInviting(false)}
        onInvited={(email) => setNotice({ kind: 'success', text: t('invite.sent', { email }) })}
      />
      {editing && <EditMemberModal member={editing} onClose={() => setEditing(null)} />}
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={removing ? t('remove.title', { name: removing.name }) : ''}
      >
        <Stack gap="md">
          <Text>{t('remove.text')}</Text>
          <Group justify="flex-end">
            <Button variant="default" size="lg" onClick={() => setRemoving(null)}>
              {t('actions.cancel')}
            </Button>
            <Button color="red" size="lg" loading={memberAction.isPending} onClick={remove}>
              {t('remove.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
