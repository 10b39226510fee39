import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TenderPhase } from '../../../contract/tenders/tenders.schemas';

const colorOf: Record<TenderPhase, string> = {
  DRAFT: 'yellow',
  OPEN: 'teal',
  EVALUATING: 'orange',
  AWARDED: 'green',
  CLOSED: 'gray',
};

/** Where a tender is (decision 014): a draft awaiting approval (issue 26), taking offers, being evaluated, awarded, or closed unawarded. */
export function TenderPhaseBadge({ phase }: { phase: TenderPhase }) {
  const { t } = useTranslation('tenders');
  return (
    <Badge color={colorOf[phase]} variant="light" data-testid="tender-phase">
      {t(`phase.${phase}`)}
    </Badge>
  );
}
