import { useQueryClient } from '@tanstack/react-query';
import type { ListingKind } from '../../../contract/catalog/catalog.schemas';
import { fetchOwnListing } from '../catalog/use-listings';

/**
 * A listing's description, for the details of the invoice line made from it. The listings table's rows
 * carry no description, so it is read from the listing itself once it is picked; a failure only leaves
 * the details empty for the supplier to write.
 */
export function useListingDescription() {
  const queryClient = useQueryClient();
  return async ({ kind, id }: { kind: ListingKind; id: string }): Promise<string> => {
    const listing = await queryClient.fetchQuery({
      queryKey: ['invoice-form', 'listing', kind, id],
      queryFn: ({ signal }) => fetchOwnListing(kind, id, signal),
      staleTime: 60_000,
    });
    return listing.description;
  };
}
