import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { IconBell, IconSettings, IconShoppingCart } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { useSession } from '../auth/use-session';
import { BuyerTasks } from './buyer-tasks';
import { MainCategoriesRow } from './main-categories-row';
import { NewestListingsSection } from './newest-listings-section';
import { QuickLinkCard } from './quick-link-card';

const quickLinks = [
  { key: 'cart', to: '/buyer/cart', Icon: IconShoppingCart },
  { key: 'notifications', to: '/buyer/notifications', Icon: IconBell },
  { key: 'settings', to: '/buyer/settings', Icon: IconSettings },
] as const;

/**
 * The buyer's homepage: a greeting, then what needs the buyer (invoices, shipped orders, tenders closing,
 * group purchases of its city; only those with something), the main categories (once: the landing's
 * explore section is not repeated here), the newest products, then quick links. A new buyer with nothing
 * waiting starts straight from the categories and products.
 */
export function BuyerHome() {
  const { t } = useTranslation('home');
  const { user } = useSession();
  return (
    <>
      <Container size="xl" pt="lg" pb="xl">
        <Title order={1} size="h2">
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
        <BuyerTasks />
        <MainCategoriesRow />
        <NewestListingsSection />
        <nav aria-label={t('buyer.quickLinks')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xl">
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
      </Container>
    </>
  );
}
