import { useTranslation } from 'react-i18next';
import { ExploreSection } from '../../features/pages/explore-section';
import { HeroSection } from '../../features/pages/hero-section';
import { HowSection } from '../../features/pages/how-section';
import { WhySection } from '../../features/pages/why-section';
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
