import { lazy, Suspense } from 'react';
import { Button, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogin2, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicListing } from '../../../contract/catalog/catalog.schemas';
import { groupBuyersRequired } from '../../../contract/group-purchases/group-terms';
import { useSession } from '../auth/use-session';
import { GroupPurchaseTerms, type GroupTerms } from './group-purchase-terms';
import { GroupSectionLoading } from './group-section-loading';

// A buyer's part (its group, forms, quantity rules and live updates) loads only for a signed-in buyer:
// a guest's product page is rendered without it and does not load it (docs/performance.md).
const BuyerGroupPart = lazy(() =>
  import('./buyer-group-part').then((module) => ({ default: module.BuyerGroupPart })),
);

/**
 * The product page's group purchase (spec §3, §4; decision 015). Everyone sees the terms; a buyer also
 * sees the group open in its city and starts, joins or leaves it; a guest is asked to log in. Suppliers,
 * and a business looking at its own product, see the terms only. While a group runs, the terms shown are
 * the ones it started with.
 */
export function GroupPurchasePanel({
  productId,
  supplierId,
  price,
  product,
}: {
  productId: string;
  supplierId: string;
  /** The product's standard price per unit, in halalas. */
  price: number;
  product: NonNullable<PublicListing['product']>;
}) {
  const { t } = useTranslation('group-purchases');
  const { role, user } = useSession();
  const isOwnProduct = user?.id === supplierId;
  const isBuyer = role === 'buyer' && !isOwnProduct;

  if (product.groupPrice === null || product.groupMinQuantity === null) return null;
  const productTerms: GroupTerms = {
    groupPrice: product.groupPrice,
    standardPrice: price,
    minQuantity: product.groupMinQuantity,
    deadlineDays: product.groupDeadlineDays,
    buyersRequired: groupBuyersRequired,
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="teal.0"
      component="section"
      aria-labelledby="group-purchase-title"
      data-testid="group-purchase-panel"
    >
      <Stack gap="sm">
        <Title
          order={2}
          size="h4"
          id="group-purchase-title"
          style={{ display: 'flex', alignItems: 'center', gap: 8 }}
        >
          <IconUsersGroup size={20} aria-hidden />
          {t('panel.title')}
        </Title>
        <Text size="sm">{t('panel.lead')}</Text>
        {isBuyer ? (
          <Suspense
            fallback={
              <>
                <GroupPurchaseTerms terms={productTerms} />
                <Divider color="teal.2" />
                <GroupSectionLoading />
              </>
            }
          >
            <BuyerGroupPart productId={productId} product={product} productTerms={productTerms} />
          </Suspense>
        ) : (
          <GroupPurchaseTerms terms={productTerms} />
        )}
        {isOwnProduct && role === 'buyer' && (
          <Text size="sm" c="dimmed">
            {t('panel.ownProduct')}
          </Text>
        )}
        {role === 'guest' && (
          <>
            <Divider color="teal.2" />
            <Text size="sm">{t('panel.guestText')}</Text>
            <Button
              component={Link}
              to="/login"
              variant="light"
              leftSection={<IconLogin2 size={18} className="mirror-in-rtl" aria-hidden />}
              w={{ base: '100%', xs: 'fit-content' }}
            >
              {t('panel.login')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
