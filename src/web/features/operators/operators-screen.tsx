import { useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { operatorRoles, type OperatorRole } from '../../../contract/operators/operator-roles';
import type { Operator } from '../../../contract/operators/operators.schemas';
import { PageSpinner } from '../../components/page-spinner';
import { formErrorText } from '../../lib/form-errors';
import { formatDate } from '../../lib/format';
import { FormAlert } from '../auth/form-alert';
import {
  useChangeOperatorRole,
  useInviteOperator,
  useOperatorMe,
  useOperators,
  useReactivateOperator,
  useSuspendOperator,
} from './use-operator-api';

const statusColors = { INVITED: 'blue', ACTIVE: 'teal', SUSPENDED: 'red' } as const;

function InviteForm() {
  const { t, i18n } = useTranslation('operators');
  const invite = useInviteOperator();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<OperatorRole>('SUPPORT');
  const [language, setLanguage] = useState<'ar' | 'en'>('ar');
  const [invited, setInvited] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setInvited(null);
    try {
      const operator = await invite.mutateAsync({ email, name, role, language });
      setInvited(operator.email);
      setEmail('');
      setName('');
    } catch {
      // Shown from the mutation's error below.
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('operators.invite.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('operators.invite.lead')}
          </Text>
          {invite.isError && <FormAlert>{formErrorText(invite.error, t, i18n.language)}</FormAlert>}
          {invited && <FormAlert kind="success">{t('operators.invite.sent', { email: invited })}</FormAlert>}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('operators.invite.email')}
              type="email"
              dir="ltr"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <TextInput
              label={t('operators.invite.name')}
              required
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Select
              label={t('operators.invite.role')}
              data={operatorRoles.map((value) => ({ value, label: t(`roles.${value}`) }))}
              value={role}
              allowDeselect={false}
              onChange={(value) => value && setRole(value as OperatorRole)}
            />
            <Select
              label={t('operators.invite.language')}
              data={[
                { value: 'ar', label: t('operators.invite.languages.ar') },
                { value: 'en', label: t('operators.invite.languages.en') },
              ]}
              value={language}
              allowDeselect={false}
              onChange={(value) => value && setLanguage(value as 'ar' | 'en')}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={invite.isPending} mih={44}>
              {t('operators.invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function OperatorCard({ operator, isMe }: { operator: Operator; isMe: boolean }) {
  const { t, i18n } = useTranslation('operators');
  const changeRole = useChangeOperatorRole();
  const suspend = useSuspendOperator();
  const reactivate = useReactivateOperator();
  const [isSuspending, setIsSuspending] = useState(false);
  const [reason, setReason] = useState('');
  const failure = changeRole.error ?? suspend.error ?? reactivate.error;

  return (
    <Paper component="li" withBorder p="md" radius="md" data-testid="operator-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={700}>
              {operator.name}{' '}
              {isMe && (
                <Badge variant="outline" size="sm">
                  {t('operators.you')}
                </Badge>
              )}
            </Text>
            <Text size="sm" c="dimmed" dir="ltr" ta="start" style={{ wordBreak: 'break-all' }}>
              {operator.email}
            </Text>
          </div>
          <Badge color={statusColors[operator.status]} variant="light">
            {t(`statuses.${operator.status}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('operators.since', { date: formatDate(operator.createdAt, i18n.language) })}
        </Text>
        {failure && <FormAlert>{formErrorText(failure, t, i18n.language)}</FormAlert>}
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('operators.role')}
            data={operatorRoles.map((value) => ({ value, label: t(`roles.${value}`) }))}
            value={operator.role}
            allowDeselect={false}
            disabled={isMe || changeRole.isPending}
            onChange={(value) =>
              value &&
              value !== operator.role &&
              changeRole.mutate({ id: operator.id, role: value as OperatorRole })
            }
            w={220}
          />
          {!isMe &&
            (operator.status === 'SUSPENDED' ? (
              <Button
                variant="light"
                mih={44}
                loading={reactivate.isPending}
                onClick={() => reactivate.mutate({ id: operator.id })}
              >
                {t('operators.reactivate')}
              </Button>
            ) : (
              <Button variant="light" color="red" mih={44} onClick={() => setIsSuspending(true)}>
                {t('operators.suspend')}
              </Button>
            ))}
        </Group>
      </Stack>
      <Modal
        opened={isSuspending}
        onClose={() => setIsSuspending(false)}
        title={t('operators.suspendTitle', { name: operator.name })}
      >
        <Stack gap="sm">
          <Text size="sm">{t('operators.suspendText')}</Text>
          <TextInput
            label={t('operators.reason')}
            value={reason}
            maxLength={1000}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" mih={44} onClick={() => setIsSuspending(false)}>
              {t('operators.cancel')}
            </Button>
            <Button
              color="red"
              mih={44}
              loading={suspend.isPending}
              onClick={() =>
                suspend.mutate({ id: operator.id, reason }, { onSettled: () => setIsSuspending(false) })
              }
            >
              {t('operators.suspend')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

/** Issue 25: the operators (admins only): invite one with a role, change roles, suspend and reactivate. */
export function OperatorsScreen() {
  const { t } = useTranslation('operators');
  const me = useOperatorMe();
  const operators = useOperators();
  return (
    <Stack gap="md" maw={960}>
      <div>
        <Title order={1} size="h2">
          {t('operators.title')}
        </Title>
        <Text c="dimmed">{t('operators.lead')}</Text>
      </div>
      <InviteForm />
      {operators.isPending ? (
        <PageSpinner />
      ) : operators.isError ? (
        <FormAlert>{t('operators.loadFailed')}</FormAlert>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {operators.data.map((operator) => (
            <OperatorCard key={operator.id} operator={operator} isMe={operator.id === me.data?.id} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
