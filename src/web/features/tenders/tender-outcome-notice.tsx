import { Alert, Button, Text } from '@mantine/core';
import { IconFileInvoice, IconHourglass, IconTrophy, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Offer, Tender } from '../../../contract/tenders/tenders.schemas';
import { formatDate, formatMoney } from '../../lib/format';
import { invoicePath } from '../invoices/use-invoices';

/**
 * Where the decision stands once the offers are open (decision 014): the date to decide by while
 * evaluating; the winner and its invoice once awarded; or that the tender closed without an award.
 */
export function TenderOutcomeNotice({ tender, offers }: { tender: Tender; offers: readonly Offer[] }) {
  const { t, i18n } = useTranslation('tenders');
  const lang = i18n.language;
  const responseDeadline = formatDate(tender.responseDeadline, lang, {
    dateStyle: 'long',
    timeStyle: 'short',
  });

  if (tender.phase === 'EVALUATING') {
    return (
      <Alert mt="md" color="orange" icon={<IconHourglass aria-hidden />} title={t('outcome.evaluatingTitle')}>
        {t('outcome.evaluatingText', { date: responseDeadline })}
      </Alert>
    );
  }
  if (tender.phase === 'CLOSED') {
    return (
      <Alert
        mt="md"
        color="gray"
        icon={<IconX aria-hidden />}
        title={t('outcome.closedTitle')}
        data-testid="tender-closed-notice"
      >
        {t('outcome.closedText', { date: responseDeadline })}
      </Alert>
    );
  }
  if (tender.phase !== 'AWARDED') return null;
  const winner = offers.find((offer) => offer.status === 'ACCEPTED');
  return (
    <Alert
      mt="md"
      color="green"
      icon={<IconTrophy aria-hidden />}
      title={t('outcome.awardedTitle')}
      data-testid="tender-award-notice"
    >
      {winner ? (
        <>
          <Text size="sm">
            {t('outcome.awardedText', {
              supplier: winner.supplier.businessName,
              amount: formatMoney(winner.amount, lang),
            })}
          </Text>
          {winner.invoiceId && (
            <Button
              component={Link}
              to={invoicePath('buyer', winner.invoiceId)}
              variant="light"
              color="green"
              size="xs"
              mt="sm"
              leftSection={<IconFileInvoice size={16} aria-hidden />}
            >
              {t('outcome.viewInvoice')}
            </Button>
          )}
        </>
      ) : (
        <Text size="sm">{t('outcome.awardedNoWinner')}</Text>
      )}
    </Alert>
  );
}
