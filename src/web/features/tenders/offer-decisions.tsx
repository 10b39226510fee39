import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format';
import { invoicePath } from '../invoices/use-invoices';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { amountWithVatOf } from './offer-totals';
import type { OfferDecision } from './use-offer-decision';

/**
 * The confirmation of a decision on an offer, and what the last one came to: the award with a link to
 * the invoice it issued, a declined offer, or why it was too late to decide.
 */
export function OfferDecisions({ decision }: { decision: OfferDecision }) {
  const { t, i18n } = useTranslation('tenders');
  const lang = i18n.language;
  const { asked, outcome } = decision;
  const supplier = asked?.offer.supplier.businessName ?? '';

  return (
    <>
      {outcome && (
        <Alert
          mt="md"
          role="status"
          withCloseButton
          closeButtonLabel={t('common:actions.close')}
          onClose={decision.dismissOutcome}
          data-testid="offer-decision-outcome"
          {...(outcome.kind === 'accepted'
            ? { color: 'green', icon: <IconCircleCheck aria-hidden /> }
            : outcome.kind === 'declined'
              ? { color: 'gray', icon: <IconCircleX aria-hidden /> }
              : { color: 'orange', icon: <IconAlertTriangle aria-hidden /> })}
        >
          {outcome.kind === 'tooLate' ? (
            <Text size="sm">{outcome.message}</Text>
          ) : (
            <Stack gap={4}>
              <Text size="sm">
                {t(`decision.${outcome.kind}`, { supplier: outcome.offer.supplier.businessName })}
              </Text>
              {outcome.offer.invoiceId && (
                <Anchor
                  component={Link}
                  to={invoicePath('buyer', outcome.offer.invoiceId)}
                  size="sm"
                  fw={600}
                >
                  {t('decision.viewInvoice')}
                </Anchor>
              )}
            </Stack>
          )}
        </Alert>
      )}
      <ConfirmDialog
        opened={asked?.kind === 'accept'}
        title={t('decision.acceptTitle', { supplier })}
        text={
          asked
            ? t('decision.acceptText', {
                supplier,
                amount: formatMoney(asked.offer.amount, lang),
                total: formatMoney(amountWithVatOf(asked.offer.amount), lang),
              })
            : ''
        }
        confirmLabel={t('decision.accept')}
        isPending={decision.isPending}
        error={decision.error}
        onConfirm={decision.confirm}
        onClose={decision.close}
      />
      <ConfirmDialog
        opened={asked?.kind === 'decline'}
        title={t('decision.declineTitle', { supplier })}
        text={t('decision.declineText', { supplier })}
        confirmLabel={t('decision.decline')}
        color="red"
        isPending={decision.isPending}
        error={decision.error}
        onConfirm={decision.confirm}
        onClose={decision.close}
      />
    </>
  );
}
