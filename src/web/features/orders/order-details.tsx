import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconBuildingStore, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { formatDate, formatHijriDate } from '../../lib/format';
import { PageSpinner } from '../../components/page-spinner';
import { ChatWithSupplierButton } from '../chats/chat-with-supplier-button';
import { OrderDisputePanel } from '../disputes/order-dispute-panel';
import { storefrontPath } from '../../lib/page-paths';
import { ConfirmDeliveryButton } from './confirm-delivery-button';
import { OrderItemsTable } from './order-items-table';
import { OrderReviewCard } from './order-review-card';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { OrderTotals } from './order-totals';
import { PaidMarker } from './paid-marker';
import { SupplierOrderActions } from './supplier-order-actions';
import { useOrder, type OrdersSide } from './use-orders';
import { LoadFailedNotice } from '../../components/load-failed-notice';
import { BidiText } from '../../components/bidi-text';
import { isolate } from '../../lib/bidi';

/** Where the buyer writes the review of an order (spec §2 `review/write-review`). */
export const writeReviewPath = (orderId: string) =>
  `/buyer/review/write-review?orderId=${encodeURIComponent(orderId)}`;

/**
 * One order (spec §2 Order details): status with its progress, the other business, date, paid marker,
 * items, totals; the buyer confirms delivery of a shipped order and reviews a completed one; the
 * supplier moves it on. `/buyer/orders/:id`, `/buyer/order-details?id=` and `/supplier/orders/:id`.
 */
export function OrderDetails({ side, orderId }: { side: OrdersSide; orderId: string }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  const query = useOrder(side, orderId);
  const [notice, setNotice] = useState<string | null>(null);
  const order = query.data;

  const back = (
    <Anchor component={Link} to={`/${side}/orders`} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} className="mirror-in-rtl" aria-hidden />
        {t('details.back')}
      </Group>
    </Anchor>
  );

  if (query.isPending && orderId !== '') return <PageSpinner />;
  if (!order) {
    const isMissing = orderId === '' || (query.error instanceof ApiError && query.error.code === 'NOT_FOUND');
    return (
      <Container size="md" py="xl">
        {back}
        <LoadFailedNotice
          isMissing={isMissing}
          notFoundText={t('details.notFound')}
          loadFailedText={t('details.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      </Container>
    );
  }

  return (
    <Container size="lg" py="xl">
      {back}
      <Group justify="space-between" align="center" mt="md" gap="sm">
        <Title order={1}>
          {t('details.heading')} <bdi style={{ whiteSpace: 'nowrap' }}>{order.number}</bdi>
        </Title>
        <Group gap="xs">
          <PaidMarker isPaid={order.isPaid} />
          <OrderStatusBadge status={order.status} />
        </Group>
      </Group>
      <div role="status" aria-live="polite">
        {notice && (
          <Alert color="green" mt="md">
            {notice}
          </Alert>
        )}
      </div>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mt="lg">
        <Paper withBorder p="md">
          <Text size="sm" c="dimmed">
            {t('details.orderDate')}
          </Text>
          <Text fw={600}>{formatDate(order.orderDate, lang, { dateStyle: 'long' })}</Text>
          <Text size="xs" c="dimmed">
            {formatHijriDate(order.orderDate, lang)}
          </Text>
          <Text size="sm" c="dimmed" mt="md">
            {side === 'buyer' ? t('details.supplier') : t('details.buyer')}
          </Text>
          {side === 'buyer' ? (
            <Stack gap="xs" align="start">
              <Text fw={600}>
                <BidiText>{order.supplier.businessName}</BidiText>
              </Text>
              <Anchor component={Link} to={storefrontPath(order.supplier.userId)} size="sm">
                <Group gap={4} component="span">
                  <IconBuildingStore size={16} aria-hidden />
                  {t('details.visitStore')}
                </Group>
              </Anchor>
              <ChatWithSupplierButton supplierId={order.supplier.userId} />
            </Stack>
          ) : (
            <Text fw={600}>
              {t('details.buyerPlace', {
                name: isolate(order.buyer.businessName),
                city: isolate(order.buyer.city),
              })}
            </Text>
          )}
          {/* Issue 26: the members who placed and shipped it, on both sides. */}
          {order.placedBy && (
            <Text size="sm" mt="md" data-testid="order-placed-by">
              {t('attribution.placedBy', { name: isolate(order.placedBy.name) })}
            </Text>
          )}
          {order.shippedBy && (
            <Text size="sm" data-testid="order-shipped-by">
              {t('attribution.shippedBy', { name: isolate(order.shippedBy.name) })}
            </Text>
          )}
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('details.timeline')}
          </Title>
          <OrderTimeline order={order} />
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('details.summary')}
          </Title>
          <OrderTotals order={order} />
        </Paper>
      </SimpleGrid>

      <Paper withBorder p="md" mt="lg">
        <Title order={2} size="h4">
          {t('details.items')}
        </Title>
        <OrderItemsTable items={order.items} />
      </Paper>

      <Stack gap="md" mt="lg">
        {side === 'buyer' && order.status === 'SHIPPED' && (
          <Group>
            <ConfirmDeliveryButton order={order} onDone={() => setNotice(t('confirmDelivery.done'))} />
          </Group>
        )}
        {side === 'buyer' && order.status === 'COMPLETED' && !order.review && (
          <Paper withBorder p="md">
            <Text>{t('details.reviewPrompt')}</Text>
            <Button
              component={Link}
              to={writeReviewPath(order.id)}
              leftSection={<IconStar size={18} aria-hidden />}
              mt="sm"
            >
              {t('details.writeReview')}
            </Button>
          </Paper>
        )}
        {order.review && <OrderReviewCard review={order.review} side={side} />}
        <OrderDisputePanel side={side} orderId={order.id} />
        {side === 'supplier' && (
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              {t('supplierActions.title')}
            </Title>
            <SupplierOrderActions
              order={order}
              onDone={(action) => setNotice(t(`supplierActions.done.${action}`))}
            />
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
