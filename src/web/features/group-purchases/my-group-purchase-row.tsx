import { Anchor, Box, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconFileInvoice, IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GroupPurchase } from '../../../contract/group-purchases/group-purchases.schemas';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { listingPath } from '../catalog/item-card';
import { invoicePath } from '../invoices/use-invoices';
import { GroupProgress } from './group-progress';
import { GroupStatusBadge } from './group-status-badge';
import { ListingName } from '../../components/localized-text';

const imageSize = 64;

/**
 * One of the buyer's groups: the product and its supplier, the city, the status (with the reason when
 * cancelled), the buyer's quantity at the group price, the progress while open, and the invoice once
 * completed.
 */
export function MyGroupPurchaseRow({ group, measuredAt }: { group: GroupPurchase; measuredAt: number }) {
  const { t, i18n } = useTranslation('group-purchases');
  const lang = i18n.language;
  return (
    <Paper component="li" withBorder p="md" data-testid="group-row">
      <Group align="start" gap="md" wrap="nowrap">
        {group.product.imageUrl ? (
          <Image
            src={group.product.imageUrl}
            alt=""
            w={imageSize}
            h={imageSize}
            radius="sm"
            fit="cover"
            style={{ flexShrink: 0 }}
          />
        ) : (
          <Box
            w={imageSize}
            h={imageSize}
            bg="gray.1"
            style={{
              flexShrink: 0,
              borderRadius: 'var(--mantine-radius-sm)',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <IconPhotoOff size={24} color="var(--mantine-color-gray-5)" aria-label={t('list.noImage')} />
          </Box>
        )}
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" align="start" gap="xs" wrap="wrap">
            <Anchor
              component={Link}
              to={listingPath('products', group.product.id)}
              fw={700}
              style={{ overflowWrap: 'anywhere' }}
            >
              <bdi>
                <ListingName listing={group.product} />
              </bdi>
            </Anchor>
            <GroupStatusBadge status={group.status} />
          </Group>
          <Group gap={4} wrap="wrap" style={{ columnGap: 'var(--mantine-spacing-md)' }}>
            <Text size="sm" c="dimmed">
              {t('list.supplier')} <bdi>{group.supplier.businessName}</bdi>
            </Text>
            <Text size="sm" c="dimmed">
              {t('list.city')} <bdi>{lang === 'ar' ? group.city.ar : group.city.en}</bdi>
            </Text>
          </Group>
          {group.myQuantity !== null && (
            <Text size="sm">
              {t('list.myPart', {
                quantity: formatNumber(group.myQuantity, lang),
                price: formatMoney(group.unitPrice, lang),
              })}
            </Text>
          )}
          {group.status === 'OPEN' && (
            <Box maw={420}>
              <GroupProgress group={group} measuredAt={measuredAt} size="xs" />
            </Box>
          )}
          {group.status === 'CANCELLED' && group.cancelReason && (
            <Text size="sm" c="dimmed" data-testid="group-cancel-reason">
              {t(`outcome.reasons.${group.cancelReason}`)}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {group.closedAt
              ? t('list.closedOn', { date: formatDate(group.closedAt, lang) })
              : t('list.startedOn', { date: formatDate(group.startedAt, lang) })}
          </Text>
          {group.status === 'COMPLETED' && group.myInvoiceId && (
            <Button
              component={Link}
              to={invoicePath('buyer', group.myInvoiceId)}
              variant={group.myInvoiceStatus === 'ACCEPTED' ? 'filled' : 'light'}
              size="xs"
              leftSection={<IconFileInvoice size={16} aria-hidden />}
              w="fit-content"
            >
              {group.myInvoiceStatus === 'ACCEPTED' ? t('outcome.payInvoice') : t('outcome.viewInvoice')}
            </Button>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
