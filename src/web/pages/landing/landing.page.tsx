import { useTranslation } from 'react-i18next';
import { ExploreSection } from '../../features/catalog/explore-section';
import { HeroSection } from '../../features/marketing/hero-section';
import { HowSection } from '../../features/marketing/how-section';
import { WhySection } from '../../features/marketing/why-section';
import { useDocumentTitle } from '../../lib/document-title';

export default function LandingPage() {
  const { t } = useTranslation('landing');
  useDocumentTitle(t('pageTitle'));
  return (
    <>
      <HeroSection />
      <WhySection />
      <HowSection />
      <ExploreSection />
    </>
  );
}
