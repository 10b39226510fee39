import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { IconBell, IconSettings, IconShoppingCart } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { ExploreSection } from './explore-section';
import { useSession } from '../auth/use-session';
import { MainCategoriesRow } from './main-categories-row';
import { NewestListingsSection } from './newest-listings-section';
import { QuickLinkCard } from './quick-link-card';

const quickLinks = [
  { key: 'cart', to: '/buyer/cart', Icon: IconShoppingCart },
  { key: 'notifications', to: '/buyer/notifications', Icon: IconBell },
  { key: 'settings', to: '/buyer/settings', Icon: IconSettings },
] as const;

/** The buyer's homepage: a greeting, quick links, the main categories, the newest products, then more to explore. */
export function BuyerHome() {
  const { t } = useTranslation('home');
  const { user } = useSession();
  return (
    <>
      <Container size="xl" pt="xl">
        <Title order={1}>
          {user ? (
            <Trans
              t={t}
              i18nKey="buyer.greeting"
              values={{ name: user.businessName }}
              components={{ name: <bdi /> }}
            />
          ) : (
            t('buyer.greetingAnonymous')
          )}
        </Title>
        <Text c="dimmed" mt="xs">
          {t('buyer.lead')}
        </Text>
        <nav aria-label={t('buyer.quickLinks')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="lg">
            {quickLinks.map(({ key, to, Icon }) => (
              <QuickLinkCard
                key={key}
                to={to}
                Icon={Icon}
                title={t(`buyer.links.${key}.title`)}
                text={t(`buyer.links.${key}.text`)}
              />
            ))}
          </SimpleGrid>
        </nav>
        <MainCategoriesRow />
        <NewestListingsSection />
      </Container>
      <ExploreSection />
    </>
  );
}
