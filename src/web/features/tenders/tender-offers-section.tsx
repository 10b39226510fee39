import { Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconInboxOff } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tender } from '../../../contract/tenders/tenders.schemas';
import { EmptyState } from '../../components/paged-list';
import { PageSpinner } from '../../components/page-spinner';
import { formErrorText } from '../../lib/form-errors';
import { formatNumber } from '../../lib/format';
import { OfferDecisions } from './offer-decisions';
import { OffersComparison } from './offers-comparison';
import { TenderOutcomeNotice } from './tender-outcome-notice';
import { useOfferDecision } from './use-offer-decision';
import { useTenderOffers } from './use-received-offers';

/**
 * After the submission deadline the creator sees every offer at once (decision 014), compares them
 * side by side and, while the tender is being evaluated, accepts one or declines each.
 */
export function TenderOffersSection({ tender }: { tender: Tender }) {
  const { t, i18n } = useTranslation('tenders');
  const titleId = useId();
  const offers = useTenderOffers(tender.id, tender.phase !== 'OPEN');
  const decision = useOfferDecision();
  const list = offers.data ?? [];
  const canDecide = tender.phase === 'EVALUATING';

  let content;
  if (offers.isPending) content = <PageSpinner />;
  else if (offers.isError && list.length === 0) {
    content = (
      <Paper withBorder p="lg" mt="md" role="alert">
        <Text>{t('offers.loadFailed')}</Text>
        <Text size="sm" c="dimmed" mt={4}>
          {formErrorText(offers.error, t, i18n.language)}
        </Text>
        <Button variant="light" mt="md" onClick={() => void offers.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Paper>
    );
  } else if (list.length === 0) {
    content = (
      <EmptyState
        testId="offers-empty"
        icon={<IconInboxOff size={40} color="var(--mantine-color-gray-5)" aria-hidden />}
        title={t('offers.empty.title')}
        text={t('offers.empty.text')}
      />
    );
  } else {
    content = <OffersComparison offers={list} onAsk={canDecide ? decision.ask : null} />;
  }

  return (
    <section aria-labelledby={titleId}>
      <Group gap="sm" mt="xl" align="center">
        <Title order={2} size="h3" id={titleId}>
          {t('offers.title')}
        </Title>
        {list.length > 0 && (
          <Badge variant="light" color="gray" size="lg">
            {formatNumber(list.length, i18n.language)}
          </Badge>
        )}
      </Group>
      <TenderOutcomeNotice tender={tender} offers={list} />
      <OfferDecisions decision={decision} />
      {content}
    </section>
  );
}
