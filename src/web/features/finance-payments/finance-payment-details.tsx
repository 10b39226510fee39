import { Alert, Anchor, Button, Card, Group, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailedNotice } from '../../components/load-failed-notice';
import { PageSpinner } from '../../components/page-spinner';
import { ApiError } from '../../lib/api-client';
import { formatDate, formatMoney } from '../../lib/format';
import { PaymentStatusBadge } from './payment-status-badge';
import { isNotFound, useFinancePayment, useFinancePaymentActions } from './use-finance-payments';

const noteLimit = 1000;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" wrap="wrap" gap={4}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/**
 * `/operator/payments/:id`: the payment, the provider's current word on its charge, its history, and
 * finance's actions: ask the provider again (the reconciler's settlement, idempotent) and mark resolved.
 */
export function FinancePaymentDetails({ id }: { id: string }) {
  const { t, i18n } = useTranslation('finance-payments');
  const lang = i18n.language;
  const { data, isPending, error, refetch } = useFinancePayment(id);
  const { recheck, resolve } = useFinancePaymentActions(id);
  const [note, setNote] = useState('');
  const when = (at: string) => formatDate(at, lang, { dateStyle: 'medium', timeStyle: 'short' });
  const failure = recheck.error ?? resolve.error;

  if (isPending) return <PageSpinner />;
  if (!data) {
    return (
      <LoadFailedNotice
        isMissing={isNotFound(error)}
        notFoundText={t('details.notFound')}
        loadFailedText={t('details.loadFailed')}
        onRetry={() => void refetch()}
      />
    );
  }
  const { payment, charge, chargeProblem, history, refunds } = data;

  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }} maw={720}>
      <Anchor component={Link} to="/operator/payments" size="sm" py={10}>
        {t('details.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Title order={1} fz="h2">
          {formatMoney(payment.amount, lang)}
        </Title>
        <PaymentStatusBadge payment={payment} />
      </Group>
      <Card withBorder radius="md" padding="md">
        <Stack gap={6}>
          <Field label={t('details.purpose')}>{t(`purpose.${payment.purpose}`)}</Field>
          <Field label={t('details.business')}>{payment.business.businessName}</Field>
          <Field label={t('details.provider')}>{payment.provider}</Field>
          <Field label={t('details.chargeId')}>
            <bdi>{payment.chargeId ?? t('noCharge')}</bdi>
          </Field>
          {payment.failureCode && (
            <Field label={t('details.failureCode')}>
              <bdi>{payment.failureCode}</bdi>
            </Field>
          )}
          <Field label={t('details.createdAt')}>{when(payment.createdAt)}</Field>
          {payment.settledAt && <Field label={t('details.settledAt')}>{when(payment.settledAt)}</Field>}
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="md" component="section" aria-label={t('details.providerWord')}>
        <Text fw={700}>{t('details.providerWord')}</Text>
        {charge ? (
          <Stack gap={6} mt="xs">
            <Field label={t('details.chargeStatus')}>
              <bdi>{charge.status}</bdi>
            </Field>
            <Field label={t('details.chargeAmount')}>{formatMoney(charge.amount, lang)}</Field>
            <Field label={t('details.chargeReference')}>
              <bdi>{charge.reference}</bdi>
            </Field>
            {charge.failureCode && (
              <Field label={t('details.failureCode')}>
                <bdi>{charge.failureCode}</bdi>
              </Field>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed" mt="xs">
            {t(`chargeProblem.${chargeProblem ?? 'NO_CHARGE'}`)}
          </Text>
        )}
      </Card>
      {refunds.length > 0 && (
        <Card withBorder radius="md" padding="md" component="section" aria-label={t('refunds.title')}>
          <Text fw={700} mb="xs">
            {t('refunds.title')}
          </Text>
          <Stack gap="sm">
            {refunds.map((refund) => (
              <Stack key={refund.id} gap={4}>
                <Field label={t('refunds.amount')}>{formatMoney(refund.amount, lang)}</Field>
                <Field label={t('refunds.status')}>{t(`refunds.statuses.${refund.status}`)}</Field>
                <Field label={t('refunds.reason')}>{refund.reason}</Field>
                <Field label={t('refunds.reference')}>
                  <bdi>{refund.providerRefundId ?? refund.id}</bdi>
                </Field>
                <Field label={t('details.createdAt')}>{when(refund.createdAt)}</Field>
              </Stack>
            ))}
          </Stack>
        </Card>
      )}
      <Card withBorder radius="md" padding="md" component="section" aria-label={t('details.history')}>
        <Text fw={700} mb="sm">
          {t('details.history')}
        </Text>
        <Timeline bulletSize={14} lineWidth={2}>
          {history.map((event, index) => (
            <Timeline.Item key={`${event.kind}-${index}`} title={t(`history.${event.kind}`)}>
              <Text size="xs" c="dimmed">
                {when(event.at)}
              </Text>
              {event.detail && (
                <Text size="sm">
                  <bdi>{event.detail}</bdi>
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      </Card>
      <Card withBorder radius="md" padding="md" component="section" aria-label={t('details.actions')}>
        <Stack gap="sm">
          <Text fw={700}>{t('details.actions')}</Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure instanceof ApiError ? failure.message : t('details.actionFailed')}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {t('details.recheckHint')}
          </Text>
          <Button variant="light" mih={44} loading={recheck.isPending} onClick={() => recheck.mutate()}>
            {t('details.recheck')}
          </Button>
          <Textarea
            label={t('details.note')}
            description={t('details.noteHint')}
            autosize
            minRows={2}
            maxLength={noteLimit}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Button
            mih={44}
            disabled={note.trim().length === 0}
            loading={resolve.isPending}
            onClick={() => resolve.mutate(note.trim(), { onSuccess: () => setNote('') })}
          >
            {t('details.resolve')}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
