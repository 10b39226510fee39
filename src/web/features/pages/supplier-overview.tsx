import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconBuildingStore, IconIdBadge2, IconTruckDelivery } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format';
import { useSession } from '../auth/use-session';
import { useSettings } from '../users/use-settings';
import { useSupplierStatus } from '../users/use-supplier-status';
import { OverviewCard } from './overview-card';
import { PendingOrdersCard } from './pending-orders-card';
import { PlanCard } from './plan-card';
import { RecentOrdersCard } from './recent-orders-card';
import { RecentReviewsCard } from './recent-reviews-card';
import { StockAlertsCard } from './stock-alerts-card';
import { UnreadMessagesCard } from './unread-messages-card';
import { useSupplierOverview } from './use-supplier-overview';
import { LocalizedText, useTextIn } from '../../components/localized-text';

/**
 * The supplier's overview: a greeting, whether the store is open or temporarily closed and whether
 * buyers can see it, the plan status (an INACTIVE store is hidden from buyers), the delivery fee, what
 * waits (orders, short stock, unread messages), the plan card, the newest orders and reviews, and the
 * way to settings.
 */
export function SupplierOverview() {
  const { t, i18n } = useTranslation('home');
  const textIn = useTextIn();
  const { user } = useSession();
  const settings = useSettings();
  const { supplierStatus, isPending: isStatusPending } = useSupplierStatus();
  const store = settings.data?.store;
  const overview = useSupplierOverview();
  const settingsLink = (label: string) => (
    <Button component={Link} to="/supplier/settings" variant="light" size="xs" mt="md">
      {label}
    </Button>
  );

  return (
    <Container size="lg" py="xl">
      <Title order={1}>
        {user ? (
          <Trans
            t={t}
            i18nKey="supplier.greeting"
            values={{ name: user.businessName }}
            components={{ name: <bdi /> }}
          />
        ) : (
          t('supplier.greetingAnonymous')
        )}
      </Title>
      <Text c="dimmed" mt="xs">
        {t('supplier.lead')}
      </Text>

      {settings.isError && (
        <Alert
          color="red"
          icon={<IconAlertCircle aria-hidden />}
          title={t('supplier.settingsFailed')}
          mt="lg"
        >
          <Button size="xs" color="red" variant="light" onClick={() => void settings.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, md: 3 }} mt="lg">
        <OverviewCard title={t('supplier.store.title')} Icon={IconBuildingStore}>
          {settings.isPending ? (
            <Skeleton h={48} />
          ) : store?.isStoreClosed ? (
            <>
              <Badge color="orange" variant="light">
                {t('supplier.store.closed')}
              </Badge>
              <Text size="sm" mt="xs" data-testid="closing-message">
                {textIn(store.closingMessageAr, store.closingMessageEn).text ? (
                  <LocalizedText ar={store.closingMessageAr} en={store.closingMessageEn} />
                ) : (
                  t('supplier.store.noClosingMessage')
                )}
              </Text>
            </>
          ) : store ? (
            <>
              <Badge color="teal" variant="light">
                {t('supplier.store.open')}
              </Badge>
              <Text size="sm" c="dimmed" mt="xs">
                {t('supplier.store.openText')}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('supplier.store.unknown')}
            </Text>
          )}
          {overview.data && (
            <Badge
              color={overview.data.store.isVisibleToBuyers ? 'teal' : 'red'}
              variant="dot"
              mt="xs"
              data-testid="store-visibility"
            >
              {overview.data.store.isVisibleToBuyers
                ? t('supplier.store.visible')
                : t('supplier.store.hidden')}
            </Badge>
          )}
          {settingsLink(t('supplier.store.manage'))}
        </OverviewCard>

        <OverviewCard title={t('supplier.status.title')} Icon={IconIdBadge2}>
          {isStatusPending ? (
            <Skeleton h={48} />
          ) : supplierStatus ? (
            <>
              <Badge color={supplierStatus === 'ACTIVE' ? 'teal' : 'red'} variant="light">
                {t(`supplier.status.${supplierStatus}`)}
              </Badge>
              <Text size="sm" c="dimmed" mt="xs">
                {t(`supplier.status.${supplierStatus}Text`)}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('supplier.status.unknown')}
            </Text>
          )}
        </OverviewCard>

        <OverviewCard title={t('supplier.deliveryFee.title')} Icon={IconTruckDelivery}>
          {settings.isPending ? (
            <Skeleton h={48} />
          ) : (
            <>
              <Text fz="xl" fw={700} data-testid="delivery-fee">
                {formatMoney(store?.deliveryFee ?? 0, i18n.language)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('supplier.deliveryFee.text')}
              </Text>
            </>
          )}
          {settingsLink(t('supplier.deliveryFee.change'))}
        </OverviewCard>
      </SimpleGrid>

      {overview.isError && (
        <Alert
          color="red"
          icon={<IconAlertCircle aria-hidden />}
          title={t('supplier.overviewFailed')}
          mt="lg"
        >
          <Button size="xs" color="red" variant="light" onClick={() => void overview.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="lg">
        {!overview.isError && <PendingOrdersCard pending={overview.data?.pendingOrders} />}
        <UnreadMessagesCard />
        <PlanCard />
      </SimpleGrid>
      {!overview.isError && (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} mt="lg">
            <StockAlertsCard alerts={overview.data?.stockAlerts} />
            <RecentReviewsCard reviews={overview.data?.recentReviews} />
          </SimpleGrid>
          <Stack mt="lg">
            <RecentOrdersCard orders={overview.data?.recentOrders} />
          </Stack>
        </>
      )}

      <Card withBorder radius="md" mt="lg" padding="md">
        <Text fw={700}>{t('supplier.settingsCard.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('supplier.settingsCard.text')}
        </Text>
        <Button component={Link} to="/supplier/settings" mt="md" w="fit-content">
          {t('supplier.settingsCard.action')}
        </Button>
      </Card>
    </Container>
  );
}
