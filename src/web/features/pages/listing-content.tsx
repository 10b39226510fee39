import { Badge, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicListing } from '../../../contract/catalog/catalog.schemas';
import { formatMoney, formatNumber } from '../../lib/format';
import { itemsPath } from '../categories/items-path';
import { useCategoryTree } from '../categories/use-categories';
import { AddToCartBox } from '../cart/add-to-cart-box';
import { ChatWithSupplierButton } from '../chats/chat-with-supplier-button';
import { GroupPurchasePanel } from '../group-purchases/group-purchase-panel';
import { ReviewsSection } from '../reviews/reviews-section';
import type { ItemKind } from '../categories/find-category';
import { BrowseBreadcrumbs, type Crumb } from '../categories/browse-breadcrumbs';
import { findCategory } from '../categories/find-category';
import { ListingFacts, type Fact } from '../catalog/listing-facts';
import { ListingGallery } from '../catalog/listing-gallery';
import { SupplierSummary } from '../catalog/supplier-summary';
import { ListingName, LocalizedText, useTextIn } from '../../components/localized-text';
import { RatingSummary } from '../catalog/rating-summary';
import { ReportButton } from '../reports/report-button';

/** A loaded listing: gallery, name, supplier, rating, price and terms, description, the way back. */
export function ListingContent({ kind, listing }: { kind: ItemKind; listing: PublicListing }) {
  const { t, i18n } = useTranslation(['browse', 'catalog']);
  const lang = i18n.language;
  const textIn = useTextIn();
  const name = textIn(listing.nameAr, listing.nameEn).text;
  const description = textIn(listing.descriptionAr, listing.descriptionEn);
  const tree = useCategoryTree();
  const found = findCategory(tree.data ?? [], listing.categoryId);
  const { product, service } = listing;

  const crumbs: Crumb[] = [
    { label: t('breadcrumb.home'), to: '/' },
    ...(found
      ? [
          ...(found.subcategory ? [{ label: found.main.name, to: itemsPath(found.main.id) }] : []),
          { label: (found.subcategory ?? found.main).name, to: itemsPath(listing.categoryId) },
        ]
      : // Without the category tree the way back is still there, named after the kind.
        [{ label: t(`items.kinds.${kind}`), to: itemsPath(listing.categoryId) }]),
    { label: name },
  ];

  const facts: Fact[] = [];
  if (product) {
    facts.push(
      { label: t('listing.caseQuantity'), value: formatNumber(product.caseQuantity, lang) },
      { label: t('listing.minOrderQuantity'), value: formatNumber(product.minOrderQuantity, lang) },
      {
        label: t('listing.maxOrderQuantity'),
        value:
          product.maxOrderQuantity === null
            ? t('listing.unlimited')
            : formatNumber(product.maxOrderQuantity, lang),
      },
    );
  }
  if (service) {
    facts.push({ label: t('listing.availability'), value: t(`availability.${service.availability}`) });
  }

  return (
    <Container size="lg" py="xl">
      <BrowseBreadcrumbs crumbs={crumbs} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt="lg">
        <ListingGallery images={listing.images} name={name} />
        <Stack gap="md">
          <Title order={1}>
            <ListingName listing={listing} />
          </Title>
          <SupplierSummary supplier={listing.supplier} />
          <ChatWithSupplierButton
            supplierId={listing.supplier.userId}
            reference={{ type: kind === 'products' ? 'PRODUCT' : 'SERVICE', id: listing.id }}
          />
          <ReportButton
            subjectType={kind === 'products' ? 'PRODUCT' : 'SERVICE'}
            subjectId={listing.id}
            ownerId={listing.supplier.userId}
          />
          <RatingSummary avgRating={listing.avgRating} ratingsCount={listing.ratingsCount} size="md" />
          <div>
            <Text fz={28} fw={800} data-testid="listing-price">
              {formatMoney(listing.price, lang)}
              {service && (service.isPriceNegotiable ? t('listing.negotiable') : t('catalog:card.fixed'))}
            </Text>
            {product && <Text c="dimmed">{t('listing.perUnit')}</Text>}
          </div>
          {product && (
            <Badge color={product.isInStock ? 'teal' : 'red'} variant="light" size="lg" w="fit-content">
              {product.isInStock ? t('listing.inStock') : t('listing.outOfStock')}
            </Badge>
          )}
          {product && <AddToCartBox productId={listing.id} terms={product} isInStock={product.isInStock} />}
          <ListingFacts facts={facts} label={product ? t('listing.orderTerms') : undefined} />
          {product?.isGroupPurchaseEnabled && (
            <GroupPurchasePanel
              productId={listing.id}
              supplierId={listing.supplier.userId}
              price={listing.price}
              product={product}
            />
          )}
        </Stack>
      </SimpleGrid>
      <section aria-labelledby="listing-description" style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
        <Title order={2} size="h3" id="listing-description">
          {t('listing.description')}
        </Title>
        {description.text.trim() ? (
          <Text mt="sm" lh={1.8} style={{ whiteSpace: 'pre-line' }} data-testid="listing-description-text">
            <LocalizedText ar={listing.descriptionAr} en={listing.descriptionEn} />
          </Text>
        ) : (
          <Text mt="sm" c="dimmed">
            {t('listing.noDescription')}
          </Text>
        )}
      </section>
      {/* Reviews are written for the products of completed orders (spec §4). */}
      {product && (
        <ReviewsSection
          subject={{ kind: 'product', id: listing.id }}
          avgRating={listing.avgRating}
          ratingsCount={listing.ratingsCount}
        />
      )}
    </Container>
  );
}
