import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  BulkListingActionBodySchema,
  BulkListingResultSchema,
  ListingKind,
  ListingRow,
  Product,
  ProductFieldsSchema,
  Service,
  ServiceFieldsSchema,
} from '../../../contract/catalog/catalog.schemas';
import { apiRequest, uploadFile } from '../../lib/api-client';

/** The product and service forms' checked values: money in halalas, quantities as integers. */
export type ProductBody = z.output<typeof ProductFieldsSchema>;
export type ServiceBody = z.output<typeof ServiceFieldsSchema>;
export type Listing = Product | Service;
export type ListingOf<K extends ListingKind> = K extends 'PRODUCT' ? Product : Service;
/** What the forms send: the amounts as `…Halalas` (decision 019). */
type BodyOf<K extends ListingKind> = z.input<
  K extends 'PRODUCT' ? typeof ProductFieldsSchema : typeof ServiceFieldsSchema
>;
export type BulkAction = z.infer<typeof BulkListingActionBodySchema>['action'];
type BulkResult = z.infer<typeof BulkListingResultSchema>;

const collectionOf: Record<ListingKind, string> = { PRODUCT: 'products', SERVICE: 'services' };

/** `/api/suppliers/me/products[/id]` or the same under services. */
export const listingApiPath = (kind: ListingKind, id?: string) =>
  `/api/suppliers/me/${collectionOf[kind]}${id ? `/${id}` : ''}`;
/** The supplier's editor of one listing: `/supplier/products/{id}` or `/supplier/services/{id}`. */
export const listingEditorPath = (kind: ListingKind, id: string) => `/supplier/${collectionOf[kind]}/${id}`;
export const newListingPath = (kind: ListingKind) => `/supplier/${collectionOf[kind]}/new`;

const listingsKey = ['listings'] as const;
const tableKey = [...listingsKey, 'mine'] as const;
const listingKey = (kind: ListingKind, id: string | undefined) => [...listingsKey, kind, id] as const;

/** A changed listing: its editor shows the answer at once, and the table asks again. */
function keepListing(queryClient: QueryClient, listing: Listing) {
  queryClient.setQueryData(listingKey(listing.kind, listing.id), listing);
  void queryClient.invalidateQueries({ queryKey: tableKey });
}

/**
 * The supplier's own products and services. The server filters by kind and name; the previous answer
 * stays on screen while the next one loads, so typing in the search box does not flash the table.
 */
export function useListings({ kind, q }: { kind?: ListingKind; q: string }) {
  const params = new URLSearchParams();
  if (kind) params.set('kind', kind);
  if (q) params.set('q', q);
  const query = params.toString() ? `?${params.toString()}` : '';
  return useQuery({
    queryKey: [...tableKey, kind ?? 'ALL', q],
    queryFn: ({ signal }) => apiRequest<ListingRow[]>(`/api/suppliers/me/listings${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Publish, unpublish or delete many listings; each item answers for itself (`results[].ok`, `code`). */
export function useBulkListingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { action: BulkAction; items: { id: string; kind: ListingKind }[] }) =>
      apiRequest<BulkResult>('/api/suppliers/me/listings/bulk', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingsKey }),
  });
}

/** One listing as its supplier edits it; nothing is asked before it exists (the create page). */
export function useListing<K extends ListingKind>(kind: K, id: string | undefined) {
  return useQuery({
    queryKey: listingKey(kind, id),
    queryFn: ({ signal }) => apiRequest<ListingOf<K>>(listingApiPath(kind, id), { signal }),
    enabled: Boolean(id),
  });
}

/** Creates the listing (POST, an unpublished draft) or saves its fields (PUT). */
export function useSaveListing<K extends ListingKind>(kind: K, id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<K>) =>
      apiRequest<ListingOf<K>>(listingApiPath(kind, id), { method: id ? 'PUT' : 'POST', body }),
    onSuccess: (listing) => keepListing(queryClient, listing),
  });
}

interface ListingRef {
  kind: ListingKind;
  id: string;
}

/** Publish or unpublish one listing; publishing needs at least one image (IMAGE_REQUIRED). */
export function useSetPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, isPublished }: ListingRef & { isPublished: boolean }) =>
      apiRequest<Listing>(`${listingApiPath(kind, id)}/${isPublished ? 'publish' : 'unpublish'}`, {
        method: 'POST',
      }),
    onSuccess: (listing) => keepListing(queryClient, listing),
  });
}

/** An unpublished copy of the listing; it counts against the plan's limit (PLAN_LIMIT_REACHED). */
export function useDuplicateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: ListingRef) =>
      apiRequest<Listing>(`${listingApiPath(kind, id)}/duplicate`, { method: 'POST' }),
    onSuccess: (listing) => keepListing(queryClient, listing),
  });
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: ListingRef) =>
      apiRequest<void>(listingApiPath(kind, id), { method: 'DELETE' }),
    onSuccess: (_answer, { kind, id }) => {
      queryClient.removeQueries({ queryKey: listingKey(kind, id) });
      void queryClient.invalidateQueries({ queryKey: tableKey });
    },
  });
}

/**
 * A listing's images (spec §9: up to 3): add one (multipart `file`), remove one, or put them in a new
 * order. Every answer is the whole listing.
 */
export function useListingImages(kind: ListingKind, id: string | undefined) {
  const queryClient = useQueryClient();
  const imagesPath = `${listingApiPath(kind, id)}/images`;
  const onSuccess = (listing: Listing) => keepListing(queryClient, listing);
  const add = useMutation({
    mutationFn: (file: File) => uploadFile<Listing>(imagesPath, file, 'POST'),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (imageId: string) => apiRequest<Listing>(`${imagesPath}/${imageId}`, { method: 'DELETE' }),
    onSuccess,
  });
  const reorder = useMutation({
    mutationFn: (imageIds: string[]) =>
      apiRequest<Listing>(`${imagesPath}/order`, { method: 'PUT', body: { imageIds } }),
    onSuccess,
  });
  return { add, remove, reorder, isBusy: add.isPending || remove.isPending || reorder.isPending };
}
