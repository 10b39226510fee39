import { Alert, Anchor, Button, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { maxApprovalTextLength } from '../../../contract/approvals/approvals.schemas';
import type { Cart } from '../../../contract/cart/cart.schemas';
import { formatMoney } from '../../lib/format';
import { formErrorText } from '../../lib/form-errors';
import { useMyLatestApproval, useSendForApproval } from './use-approvals';

/**
 * The cart's checkout when its total is above the person's order limit (issue 26): instead of paying,
 * «send for approval» with an optional note; then the request's status; once approved, `payment` (the
 * usual card payment: 3-D Secure needs the card holder, so the requester pays, not the approver).
 */
export function ApprovalCheckoutPanel({ cart, payment }: { cart: Cart; payment: ReactNode }) {
  const { t, i18n } = useTranslation('approvals');
  const lang = i18n.resolvedLanguage ?? 'ar';
  const latest = useMyLatestApproval(true);
  const send = useSendForApproval();
  const [note, setNote] = useState('');
  const request = latest.data ?? null;
  const money = (halalas: number) => formatMoney(halalas, lang);
  const isApproved = request?.status === 'APPROVED' && cart.total <= request.total;
  const viewLink = request && (
    <Anchor component={Link} to={`/buyer/approvals/${request.id}`} size="sm">
      {t('cart.view')}
    </Anchor>
  );

  if (isApproved) {
    return (
      <Stack gap="md">
        <Alert color="teal" title={t('cart.approvedTitle')} data-testid="approval-approved">
          <Stack gap={4}>
            <Text size="sm">{t('cart.approved', { name: request.decidedBy?.name ?? '' })}</Text>
            {viewLink}
          </Stack>
        </Alert>
        {payment}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Alert color="orange" title={t('cart.overLimitTitle')} data-testid="over-limit">
        {t('cart.overLimit', { limit: money(cart.orderLimit ?? 0), total: money(cart.total) })}
      </Alert>
      {request?.status === 'PENDING' ? (
        <Alert color="yellow" title={t('cart.pendingTitle')} data-testid="approval-pending">
          <Stack gap={4}>
            <Text size="sm">{t('cart.pending', { total: money(request.total) })}</Text>
            {viewLink}
          </Stack>
        </Alert>
      ) : (
        <Stack gap="sm">
          {request?.status === 'DECLINED' && (
            <Alert color="red" title={t('cart.declinedTitle')}>
              <Text size="sm">
                {t('cart.declined', {
                  name: request.decidedBy?.name ?? '',
                  reason: request.declineReason ?? '',
                })}
              </Text>
            </Alert>
          )}
          <Textarea
            label={t('cart.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={maxApprovalTextLength}
            autosize
            minRows={2}
          />
          {send.error && (
            <Text c="red" size="sm" role="alert">
              {formErrorText(send.error, t, lang, 'approvals:cart.sendFailed')}
            </Text>
          )}
          <Button
            mih={44}
            fullWidth
            disabled={!cart.canCheckOut}
            loading={send.isPending}
            onClick={() => send.mutate(note, { onSuccess: () => setNote('') })}
          >
            {request ? t('cart.sendAgain') : t('cart.send')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
