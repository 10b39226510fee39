import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  disputeDecisions,
  disputeRules,
  disputeStatuses,
  type DisputeDecision,
  type DisputeStatus,
  type OperatorDispute,
} from '../../../contract/disputes/disputes.schemas';
import { halalasOf, riyalsOf } from '../../../contract/money/riyals';
import { nameIn } from '../../../contract/text/two-languages';
import { BidiText } from '../../components/bidi-text';
import { LoadFailedNotice } from '../../components/load-failed-notice';
import { PageSpinner } from '../../components/page-spinner';
import { ApiError } from '../../lib/api-client';
import { formatDate, formatMoney } from '../../lib/format';
import { formErrorText } from '../../lib/form-errors';
import { DisputeStatusBadge, DisputeSummary, isDisputeOpen } from './dispute-view';
import {
  operatorDisputePath,
  useDecideDispute,
  useOperatorDispute,
  useOperatorDisputes,
} from './use-disputes';

/** `/operator/disputes`: the queue as cards (readable at 390 px), waiting for a decision first. */
export function OperatorDisputesQueue() {
  const { t, i18n } = useTranslation('disputes');
  const lang = i18n.language;
  const [status, setStatus] = useState<DisputeStatus | undefined>(undefined);
  const query = useOperatorDisputes({ status });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="end" gap="sm">
        <Title order={1}>{t('queue.heading')}</Title>
        <Select
          label={t('queue.filter')}
          data={[
            { value: 'ALL', label: t('queue.all') },
            ...disputeStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
          ]}
          value={status ?? 'ALL'}
          onChange={(value) => setStatus(value && value !== 'ALL' ? (value as DisputeStatus) : undefined)}
          allowDeselect={false}
          w={240}
        />
      </Group>
      {query.isPending && <PageSpinner />}
      {query.isError && (
        <Alert color="red" mt="md">
          {t('queue.loadFailed')}
        </Alert>
      )}
      {query.isSuccess && items.length === 0 && (
        <Text c="dimmed" mt="md">
          {t('queue.empty')}
        </Text>
      )}
      <Stack gap="sm" mt="md">
        {items.map((item) => (
          <Card key={item.id} withBorder component={Link} to={operatorDisputePath(item.id)} padding="md">
            <Group justify="space-between" gap="xs">
              <Text fw={700}>
                <bdi>{item.orderNumber}</bdi>
              </Text>
              <DisputeStatusBadge status={item.status} />
            </Group>
            <Text size="sm" mt={4}>
              <BidiText>
                {t('queue.parties', { buyer: item.buyerName, supplier: item.supplierName })}
              </BidiText>
            </Text>
            <Group gap="md" mt={4}>
              <Text size="sm">{t(`reason.${item.reason}`)}</Text>
              <Text size="sm">{t('queue.asked', { amount: formatMoney(item.amountAsked, lang) })}</Text>
              <Text size="sm" c="dimmed">
                {t('queue.opened', { date: formatDate(item.createdAt, lang, { dateStyle: 'medium' }) })}
              </Text>
            </Group>
          </Card>
        ))}
      </Stack>
      {query.hasNextPage && (
        <Button
          variant="default"
          mt="md"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          mih={44}
        >
          {t('queue.more')}
        </Button>
      )}
    </Container>
  );
}

/** `/operator/disputes/:id`: both sides' words and photos, the order, its payment, and the decision. */
export function OperatorDisputeDetails({ id }: { id: string }) {
  const { t, i18n } = useTranslation('disputes');
  const lang = i18n.language;
  const query = useOperatorDispute(id);
  const back = (
    <Anchor component={Link} to="/operator/disputes" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} className="mirror-in-rtl" aria-hidden />
        {t('operator.back')}
      </Group>
    </Anchor>
  );
  if (query.isPending) return <PageSpinner />;
  const view = query.data;
  if (!view) {
    return (
      <Container size="md" py="xl">
        {back}
        <LoadFailedNotice
          isMissing={query.error instanceof ApiError && query.error.code === 'NOT_FOUND'}
          notFoundText={t('queue.empty')}
          loadFailedText={t('queue.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      </Container>
    );
  }
  const { order, payment } = view;
  return (
    <Container size="lg" py="xl">
      {back}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="md">
        <Paper withBorder p="md">
          <DisputeSummary dispute={view.dispute} />
        </Paper>
        <Stack gap="lg">
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="xs">
              {t('operator.items')}
            </Title>
            <Stack gap={4}>
              {order.items.map((item) => (
                <Group key={item.productId} justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm">
                    <BidiText>{nameIn(lang === 'ar' ? 'ar' : 'en', item)}</BidiText>{' '}
                    {t('operator.quantity', { quantity: item.quantity })}
                  </Text>
                  <Text size="sm" fw={600}>
                    {formatMoney(item.total, lang)}
                  </Text>
                </Group>
              ))}
            </Stack>
            <Text size="sm" mt="xs">
              <BidiText>{`${t('operator.buyerSays')}: ${order.buyer.businessName} · ${t('operator.supplierSays')}: ${order.supplier.businessName}`}</BidiText>
            </Text>
          </Paper>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="xs">
              {t('operator.payment')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
              <MoneyFact label={t('operator.captured')} halalas={payment.amount} />
              <MoneyFact label={t('operator.refundedSoFar')} halalas={payment.refundedAmount} />
              <MoneyFact label={t('operator.refundable')} halalas={payment.refundableAmount} />
            </SimpleGrid>
            {payment.refunds.length > 0 && (
              <Stack gap={2} mt="xs">
                <Text size="sm" c="dimmed">
                  {t('operator.refunds')}
                </Text>
                {payment.refunds.map((refund) => (
                  <Text key={refund.id} size="sm">
                    {formatMoney(refund.amount, lang)} · {refund.status} ·{' '}
                    <bdi>{refund.providerRefundId ?? refund.id}</bdi>
                  </Text>
                ))}
              </Stack>
            )}
          </Paper>
          {isDisputeOpen(view.dispute) && <DecisionForm view={view} />}
        </Stack>
      </SimpleGrid>
    </Container>
  );
}

function MoneyFact({ label, halalas }: { label: string; halalas: number }) {
  const { i18n } = useTranslation('disputes');
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{formatMoney(halalas, i18n.language)}</Text>
    </div>
  );
}

function DecisionForm({ view }: { view: OperatorDispute }) {
  const { t, i18n } = useTranslation('disputes');
  const lang = i18n.language;
  const decide = useDecideDispute(view.dispute.id);
  const [decision, setDecision] = useState<DisputeDecision>('REFUND_PART');
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const max = Math.min(view.dispute.refundableAmount, view.payment.refundableAmount);
  const amountHalalas = amount === '' ? null : halalasOf(Number(amount));
  const isAmountBad =
    decision === 'REFUND_PART' && (amountHalalas === null || amountHalalas <= 0 || amountHalalas > max);
  const isRoleRefused = decide.error instanceof ApiError && decide.error.code === 'ROLE_NOT_ALLOWED';
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="xs">
        {t('operator.decide')}
      </Title>
      <Stack gap="sm">
        <Radio.Group
          label={t('operator.decision')}
          value={decision}
          onChange={(value) => setDecision(value as DisputeDecision)}
        >
          <Stack gap="xs" mt="xs">
            {disputeDecisions.map((value) => (
              <Radio
                key={value}
                value={value}
                label={t(`decision.${value}`)}
                styles={{ body: { minHeight: 44, alignItems: 'center' } }}
              />
            ))}
          </Stack>
        </Radio.Group>
        {decision === 'REFUND_PART' && (
          <NumberInput
            label={t('operator.amount')}
            description={t('form.amountHint', { max: formatMoney(max, lang) })}
            value={amount}
            onChange={setAmount}
            min={0.01}
            max={riyalsOf(max)}
            decimalScale={2}
          />
        )}
        <Textarea
          label={t('operator.reason')}
          description={t('operator.reasonHint')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={disputeRules.maxReasonLength}
          autosize
          minRows={3}
          required
        />
        {decide.isError && (
          <Alert color="red">
            {isRoleRefused ? t('operator.notAllowed') : formErrorText(decide.error, t, lang)}
          </Alert>
        )}
        {decide.isSuccess && (
          <Alert color="green" role="status">
            {t('operator.decided')}
          </Alert>
        )}
        <Button
          onClick={() =>
            decide.mutate({
              decision,
              reason: reason.trim(),
              ...(decision === 'REFUND_PART' && amountHalalas !== null ? { amountHalalas } : {}),
            })
          }
          loading={decide.isPending}
          disabled={reason.trim() === '' || isAmountBad}
          mih={44}
        >
          {t('operator.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
