import { Alert, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Offer, Tender } from '../../../contract/tenders/tenders.schemas';
import { formatDate } from '../../lib/format';
import { invoicePath } from '../invoices/use-invoices';
import { OfferStatusBadge } from './offer-status-badge';
import { OfferAmounts } from './offer-amounts';
import { SealedOfferNote } from './sealed-offer-note';
import { offerFormPath } from './tender-offer-routes';
import { WithdrawOfferButton } from './withdraw-offer-button';

/** One of the offer's texts, as the supplier wrote it. */
function OfferText({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <Text size="sm" fw={700}>
        {label}
      </Text>
      <Text size="sm" mt={2} dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </div>
  );
}

/** What became of the offer once the deadline passed: reviewed, accepted (with its invoice) or declined. */
function OfferOutcome({ offer, tender }: { offer: Offer; tender: Tender }) {
  const { t } = useTranslation('tender-offers');
  if (offer.status === 'ACCEPTED') {
    return (
      <Alert color="green" title={t('outcome.acceptedTitle')} data-testid="offer-outcome">
        <Text size="sm">{t('outcome.acceptedText')}</Text>
        {offer.invoiceId && (
          <Button
            component={Link}
            to={invoicePath('supplier', offer.invoiceId)}
            size="xs"
            mt="sm"
            color="green"
            leftSection={<IconFileInvoice size={14} aria-hidden />}
          >
            {t('outcome.openInvoice')}
          </Button>
        )}
      </Alert>
    );
  }
  if (offer.status === 'DECLINED') {
    return (
      <Alert color="red" variant="light" title={t('outcome.declinedTitle')} data-testid="offer-outcome">
        {tender.phase === 'CLOSED' ? t('outcome.closedText') : t('outcome.declinedText')}
      </Alert>
    );
  }
  return (
    <Alert color="blue" variant="light" title={t('outcome.reviewTitle')} data-testid="offer-outcome">
      {t('outcome.reviewText')}
    </Alert>
  );
}

/**
 * The supplier's own offer on a tender, read only: amounts with VAT, completion date and texts. While
 * the tender is open it can be edited or withdrawn and stays sealed; afterwards its outcome shows.
 */
export function MyOfferSummary({
  offer,
  tender,
  onWithdrawn,
}: {
  offer: Offer;
  tender: Tender;
  onWithdrawn: () => void;
}) {
  const { t, i18n } = useTranslation('tender-offers');
  const lang = i18n.language;
  const isOpen = tender.phase === 'OPEN';
  const isEdited = offer.updatedAt !== offer.submittedAt;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="my-offer">
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h3">
            {t('myOffer.title')}
          </Title>
          <OfferStatusBadge status={offer.status} viewpoint="supplier" phase={tender.phase} />
        </Group>
        {isOpen ? <SealedOfferNote /> : <OfferOutcome offer={offer} tender={tender} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <OfferAmounts amount={offer.amount} />
          <Stack gap={4}>
            <Text size="sm">
              {t('myOffer.completionDate', {
                date: formatDate(offer.completionDate, lang, { dateStyle: 'long' }),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('myOffer.submittedAt', {
                date: formatDate(offer.submittedAt, lang, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </Text>
            {isEdited && (
              <Text size="sm" c="dimmed">
                {t('myOffer.updatedAt', {
                  date: formatDate(offer.updatedAt, lang, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </Text>
            )}
          </Stack>
        </SimpleGrid>
        <Divider />
        <OfferText label={t('fields.technicalDetails')} text={offer.technicalDetails} />
        <OfferText label={t('fields.executionPlan')} text={offer.executionPlan} />
        {offer.notes !== '' && <OfferText label={t('fields.notes')} text={offer.notes} />}
        {isOpen && (
          <Group gap="sm">
            <Button
              component={Link}
              to={offerFormPath(tender.id)}
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              {t('myOffer.edit')}
            </Button>
            <WithdrawOfferButton tenderId={tender.id} onWithdrawn={onWithdrawn} />
          </Group>
        )}
        {isOpen && (
          <Text size="xs" c="dimmed">
            {t('myOffer.editableUntil')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
