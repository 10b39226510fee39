import { ActionIcon, Badge, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../../contract/team/team.schemas';
import { formatMoney } from '../../lib/format';
import type { MemberAction } from './use-team';

/** One member as a card: name, email, roles, limit, status and, for owners, a menu of actions. */
export function MemberCard({
  member,
  canManage,
  onEdit,
  onAction,
}: {
  member: TeamMember;
  canManage: boolean;
  onEdit: () => void;
  onAction: (action: MemberAction) => void;
}) {
  const { t, i18n } = useTranslation('team');
  const isSuspended = member.status === 'SUSPENDED';
  return (
    <Card withBorder radius="md" p="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            <Text fw={600}>{member.name}</Text>
            {member.isYou && (
              <Badge variant="light" color="gray">
                {t('members.you')}
              </Badge>
            )}
            <Badge variant="light" color={isSuspended ? 'red' : 'teal'}>
              {t(`status.${member.status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <bdi dir="ltr">{member.email}</bdi>
          </Text>
          <Group gap={6}>
            {member.roles.map((role) => (
              <Badge key={role} variant="outline">
                {t(`roles.${role}.name`)}
              </Badge>
            ))}
          </Group>
          <Text size="sm">
            {member.orderLimit === null
              ? t('members.noLimit')
              : t('members.limit', { amount: formatMoney(member.orderLimit, i18n.language) })}
          </Text>
        </Stack>
        {canManage && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" size={44} aria-label={t('members.actions', { name: member.name })}>
                <IconDots aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item mih={44} onClick={onEdit}>
                {t('actions.edit')}
              </Menu.Item>
              <Menu.Item mih={44} onClick={() => onAction(isSuspended ? 'reinstate' : 'suspend')}>
                {t(isSuspended ? 'actions.reinstate' : 'actions.suspend')}
              </Menu.Item>
              <Menu.Item mih={44} color="red" onClick={() => onAction('remove')}>
                {t('actions.remove')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Card>
  );
}
