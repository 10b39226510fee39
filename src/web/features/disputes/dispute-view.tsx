import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { IconCamera, IconCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  disputeRules,
  openDisputeStatuses,
  type Dispute,
  type DisputeStatus,
} from '../../../contract/disputes/disputes.schemas';
import { BidiText } from '../../components/bidi-text';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatDate, formatMoney } from '../../lib/format';
import { formErrorText } from '../../lib/form-errors';
import { useAcceptDispute, useAddDisputePhoto, useDisputeMessage, type DisputeSide } from './use-disputes';

const statusColors: Record<DisputeStatus, string> = {
  AWAITING_SUPPLIER: 'yellow',
  AWAITING_OPERATOR: 'orange',
  REFUND_PENDING: 'blue',
  REFUNDED: 'green',
  PARTLY_REFUNDED: 'teal',
  CLOSED: 'gray',
};

export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  const { t } = useTranslation('disputes');
  return (
    <Badge color={statusColors[status]} variant="light" size="lg">
      {t(`status.${status}`)}
    </Badge>
  );
}

export const isDisputeOpen = (dispute: Pick<Dispute, 'status'>) =>
  (openDisputeStatuses as readonly string[]).includes(dispute.status);

/** One dispute's facts, photos and timeline, as either business or an operator sees it. */
export function DisputeSummary({ dispute }: { dispute: Dispute }) {
  const { t, i18n } = useTranslation('disputes');
  const lang = i18n.language;
  const facts: Array<[string, string]> = [
    [t('view.reason'), t(`reason.${dispute.reason}`)],
    [t('view.asked'), formatMoney(dispute.amountAsked, lang)],
    [t('view.orderTotal'), formatMoney(dispute.orderTotal, lang)],
  ];
  if (dispute.status === 'AWAITING_SUPPLIER')
    facts.push([
      t('view.deadline'),
      formatDate(dispute.supplierDeadline, lang, { dateStyle: 'medium', timeStyle: 'short' }),
    ]);
  if (dispute.refundedAmount > 0) facts.push([t('view.refunded'), formatMoney(dispute.refundedAmount, lang)]);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {t('view.order', { number: dispute.orderNumber })}
        </Title>
        <DisputeStatusBadge status={dispute.status} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fw={600}>{value}</Text>
          </div>
        ))}
      </SimpleGrid>
      {dispute.decisionReason && (
        <Alert color={dispute.status === 'CLOSED' ? 'gray' : 'green'} title={t('view.decisionReason')}>
          <BidiText>{dispute.decisionReason}</BidiText>
        </Alert>
      )}
      <DisputePhotos dispute={dispute} />
      <DisputeTimeline dispute={dispute} />
    </Stack>
  );
}

function DisputePhotos({ dispute }: { dispute: Dispute }) {
  const { t } = useTranslation('disputes');
  return (
    <div>
      <Title order={3} size="h5" mb="xs">
        {t('view.photos')}
      </Title>
      {dispute.photos.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('view.noPhotos')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
          {dispute.photos.map((photo, index) => (
            <a key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
              <Image
                src={photo.url}
                alt={t('view.photoAlt', { index: index + 1, side: t(`side.${photo.side}`) })}
                radius="sm"
                h={88}
                fit="cover"
              />
            </a>
          ))}
        </SimpleGrid>
      )}
    </div>
  );
}

function DisputeTimeline({ dispute }: { dispute: Dispute }) {
  const { t, i18n } = useTranslation('disputes');
  const lang = i18n.language;
  return (
    <div>
      <Title order={3} size="h5" mb="xs">
        {t('view.timeline')}
      </Title>
      <Timeline bulletSize={14} lineWidth={2}>
        {dispute.events.map((event) => (
          <Timeline.Item
            key={event.id}
            title={`${t(`side.${event.side}`)} · ${t(`event.${event.kind}`, {
              decision: event.decision ? t(`decision.${event.decision}`) : '',
            })}`}
          >
            {event.text && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                <BidiText>{event.text}</BidiText>
              </Text>
            )}
            {event.amount !== null && (
              <Text size="sm" fw={600}>
                {formatMoney(event.amount, lang)}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {formatDate(event.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' })}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </div>
  );
}

/** What a business may still do on an open dispute: write (reply or answer), add a photo, and accept. */
export function DisputeActions({ dispute, side }: { dispute: Dispute; side: DisputeSide }) {
  const { t, i18n } = useTranslation('disputes');
  const lang = i18n.language;
  const [text, setText] = useState('');
  const [isSent, setIsSent] = useState(false);
  const [isAccepting, setIsAccepting] = useState(false);
  const message = useDisputeMessage(side, dispute.id);
  const photo = useAddDisputePhoto(side, dispute.id);
  const accept = useAcceptDispute(dispute.id);
  if (!isDisputeOpen(dispute)) return <Text c="dimmed">{t('view.closed')}</Text>;
  const mySide = side === 'buyer' ? 'BUYER' : 'SUPPLIER';
  const myPhotos = dispute.photos.filter((item) => item.side === mySide).length;
  const error = message.error ?? photo.error;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Textarea
          label={side === 'buyer' ? t('view.replyLabel') : t('view.answerLabel')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setIsSent(false);
          }}
          maxLength={disputeRules.maxDescriptionLength}
          autosize
          minRows={3}
        />
        {error && <Alert color="red">{formErrorText(error, t, lang)}</Alert>}
        {isSent && (
          <Alert color="green" role="status">
            {t('view.sent')}
          </Alert>
        )}
        <Group gap="sm">
          <Button
            leftSection={<IconSend size={18} className="mirror-in-rtl" aria-hidden />}
            loading={message.isPending}
            disabled={text.trim() === ''}
            onClick={() =>
              message.mutate(text.trim(), {
                onSuccess: () => {
                  setText('');
                  setIsSent(true);
                },
              })
            }
            mih={44}
          >
            {side === 'buyer' ? t('view.reply') : t('view.answer')}
          </Button>
          {myPhotos < disputeRules.maxPhotosPerSide ? (
            <FileButton
              accept="image/jpeg,image/png,image/webp"
              onChange={(file) => file && photo.mutate(file)}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconCamera size={18} aria-hidden />}
                  loading={photo.isPending}
                  mih={44}
                >
                  {t('view.addPhoto')}
                </Button>
              )}
            </FileButton>
          ) : (
            <Text size="sm" c="dimmed">
              {t('view.photoLimit')}
            </Text>
          )}
          {side === 'supplier' && (
            <Button
              color="green"
              variant="light"
              leftSection={<IconCheck size={18} aria-hidden />}
              onClick={() => setIsAccepting(true)}
              mih={44}
            >
              {t('view.accept')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={isAccepting}
        title={t('view.acceptTitle', {
          amount: formatMoney(Math.min(dispute.amountAsked, dispute.refundableAmount), lang),
        })}
        text={t('view.acceptText')}
        confirmLabel={t('view.acceptConfirm')}
        isPending={accept.isPending}
        error={accept.isError ? formErrorText(accept.error, t, lang) : null}
        onConfirm={() => accept.mutate(undefined, { onSuccess: () => setIsAccepting(false) })}
        onClose={() => {
          setIsAccepting(false);
          accept.reset();
        }}
      />
    </Paper>
  );
}
