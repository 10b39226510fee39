import { useTranslation } from 'react-i18next';
import { PlanScreen } from '../../../features/plans/plan-screen';
import { useDocumentTitle } from '../../../lib/document-title';

/** `/supplier/choose-plan` (spec §2): the subscription plan page, with the trial and the upgrade. */
export default function ChoosePlanPage() {
  const { t } = useTranslation('plans');
  useDocumentTitle(`${t('page.title')} | ${t('common:appName')}`);
  return <PlanScreen />;
}
