import { useQueryClient } from '@tanstack/react-query';
import type { ListingKind } from '../../../contract/catalog/catalog.schemas';
import { useTextIn } from '../../components/localized-text';
import { fetchOwnListing } from '../catalog/use-listings';

/**
 * A listing's description in the supplier's language, for the details of the invoice line made from it. The listings table's rows
 * carry no description, so it is read from the listing itself once it is picked; a failure only leaves
 * the details empty for the supplier to write.
 */
export function useListingDescription() {
  const queryClient = useQueryClient();
  const textIn = useTextIn();
  return async ({ kind, id }: { kind: ListingKind; id: string }): Promise<string> => {
    const listing = await queryClient.fetchQuery({
      queryKey: ['invoice-form', 'listing', kind, id],
      queryFn: ({ signal }) => fetchOwnListing(kind, id, signal),
      staleTime: 60_000,
    });
    // The supplier's language's description, else the other one (decision 027).
    return textIn(listing.descriptionAr, listing.descriptionEn).text;
  };
}
