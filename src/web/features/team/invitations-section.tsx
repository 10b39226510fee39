import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TeamInvitation } from '../../../contract/team/team.schemas';
import { formatDate, formatMoney } from '../../lib/format';
import type { InvitationAction } from './use-team';

/** The owners' pending invitations, each resent (a new link) or revoked. */
export function InvitationsSection({
  invitations,
  onAction,
  pendingId,
}: {
  invitations: readonly TeamInvitation[];
  onAction: (id: string, action: InvitationAction) => void;
  pendingId: string | null;
}) {
  const { t, i18n } = useTranslation('team');
  return (
    <Stack gap="sm" component="section" aria-labelledby="team-invitations">
      <Title order={2} size="h4" id="team-invitations">
        {t('invitations.heading')}
      </Title>
      {invitations.length === 0 ? (
        <Text c="dimmed">{t('invitations.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {invitations.map((invitation) => (
            <Card key={invitation.invitationId} withBorder radius="md" p="md" component="li">
              <Stack gap={6}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  <bdi dir="ltr">{invitation.email}</bdi>
                </Text>
                <Group gap={6}>
                  {invitation.roles.map((role) => (
                    <Badge key={role} variant="outline">
                      {t(`roles.${role}.name`)}
                    </Badge>
                  ))}
                </Group>
                {invitation.orderLimit !== null && (
                  <Text size="sm">
                    {t('members.limit', { amount: formatMoney(invitation.orderLimit, i18n.language) })}
                  </Text>
                )}
                <Text size="sm" c={invitation.isExpired ? 'red' : 'dimmed'}>
                  {invitation.isExpired
                    ? t('invitations.expired')
                    : t('invitations.expires', { date: formatDate(invitation.expiresAt, i18n.language) })}
                  {invitation.invitedByName &&
                    ` · ${t('invitations.by', { name: invitation.invitedByName })}`}
                </Text>
                <Group gap="sm">
                  <Button
                    variant="light"
                    size="lg"
                    loading={pendingId === invitation.invitationId}
                    onClick={() => onAction(invitation.invitationId, 'resend')}
                  >
                    {t('invitations.resend')}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    size="lg"
                    onClick={() => onAction(invitation.invitationId, 'revoke')}
                  >
                    {t('invitations.revoke')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
