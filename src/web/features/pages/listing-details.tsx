import { Alert, Button, Container, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/page-spinner';
import { formErrorText } from '../../lib/form-errors';
import type { ItemKind } from '../categories/find-category';
import { SimilarListings } from '../search/similar-listings';
import { ListingContent } from './listing-content';
import { NotFoundContent } from '../../components/not-found-content';
import { isNotFoundError, useListing } from '../catalog/use-listing';
import { useDocumentTitle } from '../../lib/document-title';
import { useNameIn } from '../../components/localized-text';

/**
 * A product or service page: the images, the name, the supplier, the rating, the price and the terms
 * buyers need (a product's order quantities, stock and group purchase; a service's availability and
 * whether its price is negotiable), the description, the way back to its category, and alternatives
 * to it. Buying, the cart, the wishlist and chats come with their own features.
 */
export function ListingDetails({ kind, id }: { kind: ItemKind; id: string }) {
  const { t, i18n } = useTranslation(['browse', 'not-found']);
  const listing = useListing(kind, id);
  const nameIn = useNameIn();
  const isNotFound = listing.isError && isNotFoundError(listing.error);
  useDocumentTitle(
    `${(listing.data && nameIn(listing.data)) || (isNotFound ? t('not-found:title') : t(`items.kinds.${kind}`))} | ${t('common:appName')}`,
  );

  if (listing.isPending) return <PageSpinner />;
  if (isNotFound) return <NotFoundContent />;
  if (listing.isError) {
    return (
      <Container size="lg" py="xl">
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('listing.loadFailed')}>
          <Text size="sm">{formErrorText(listing.error, t, i18n.language)}</Text>
          <Button
            mt="sm"
            size="xs"
            color="red"
            variant="light"
            loading={listing.isFetching}
            onClick={() => void listing.refetch()}
          >
            {t('common:actions.retry')}
          </Button>
        </Alert>
      </Container>
    );
  }
  return (
    <>
      <ListingContent kind={kind} listing={listing.data} />
      <SimilarListings kind={kind} id={listing.data.id} />
    </>
  );
}
