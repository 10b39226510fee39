import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { catalogEndpoints as endpoints } from '../../../contract/catalog/catalog.endpoints';
import type {
  BulkListingActionBodySchema,
  ListingKind,
  Product,
  ProductFieldsSchema,
  Service,
  ServiceFieldsSchema,
} from '../../../contract/catalog/catalog.schemas';
import { callEndpoint, uploadToEndpoint } from '../../lib/api-client';

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

const collectionOf: Record<ListingKind, string> = { PRODUCT: 'products', SERVICE: 'services' };

/** Each kind's endpoints of the supplier's own listings. */
const endpointsOf = {
  PRODUCT: {
    create: endpoints.createProduct,
    get: endpoints.getOwnProduct,
    update: endpoints.updateProduct,
    remove: endpoints.deleteProduct,
    publish: endpoints.publishProduct,
    unpublish: endpoints.unpublishProduct,
    duplicate: endpoints.duplicateProduct,
    addImage: endpoints.addProductImage,
    removeImage: endpoints.removeProductImage,
    reorderImages: endpoints.reorderProductImages,
  },
  SERVICE: {
    create: endpoints.createService,
    get: endpoints.getOwnService,
    update: endpoints.updateService,
    remove: endpoints.deleteService,
    publish: endpoints.publishService,
    unpublish: endpoints.unpublishService,
    duplicate: endpoints.duplicateService,
    addImage: endpoints.addServiceImage,
    removeImage: endpoints.removeServiceImage,
    reorderImages: endpoints.reorderServiceImages,
  },
} as const;

/** One listing as its supplier edits it: `GET /api/suppliers/me/{products|services}/{id}`. */
export const fetchOwnListing = <K extends ListingKind>(kind: K, id: string, signal?: AbortSignal) =>
  callEndpoint(endpointsOf[kind].get, { params: { id } }, { signal }) as Promise<ListingOf<K>>;
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
  return useQuery({
    queryKey: [...tableKey, kind ?? 'ALL', q],
    queryFn: ({ signal }) => callEndpoint(endpoints.listOwnListings, { query: { kind, q } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Publish, unpublish or delete many listings; each item answers for itself (`results[].ok`, `code`). */
export function useBulkListingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { action: BulkAction; items: { id: string; kind: ListingKind }[] }) =>
      callEndpoint(endpoints.bulkListingAction, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingsKey }),
  });
}

/** One listing as its supplier edits it; nothing is asked before it exists (the create page). */
export function useListing<K extends ListingKind>(kind: K, id: string | undefined) {
  return useQuery({
    queryKey: listingKey(kind, id),
    queryFn: ({ signal }) => fetchOwnListing(kind, id!, signal),
    enabled: Boolean(id),
  });
}

/** Creates the listing (POST, an unpublished draft) or saves its fields (PUT). */
export function useSaveListing<K extends ListingKind>(kind: K, id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<K>) => {
      // The body's type follows the kind; the endpoints of either kind take it as it is.
      const fields = body as BodyOf<'PRODUCT'>;
      const saved = id
        ? callEndpoint(endpointsOf[kind].update as typeof endpoints.updateProduct, {
            params: { id },
            body: fields,
          })
        : callEndpoint(endpointsOf[kind].create as typeof endpoints.createProduct, { body: fields });
      return saved as Promise<ListingOf<K>>;
    },
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
      callEndpoint(endpointsOf[kind][isPublished ? 'publish' : 'unpublish'], { params: { id } }),
    onSuccess: (listing) => keepListing(queryClient, listing),
  });
}

/** An unpublished copy of the listing; it counts against the plan's limit (PLAN_LIMIT_REACHED). */
export function useDuplicateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: ListingRef) => callEndpoint(endpointsOf[kind].duplicate, { params: { id } }),
    onSuccess: (listing) => keepListing(queryClient, listing),
  });
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: ListingRef) => callEndpoint(endpointsOf[kind].remove, { params: { id } }),
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
  const ofKind = endpointsOf[kind];
  // The image endpoints are only called once the listing exists (its editor shows them after saving).
  const params = { id: id ?? '' };
  const onSuccess = (listing: Listing) => keepListing(queryClient, listing);
  const add = useMutation({
    mutationFn: (file: File) => uploadToEndpoint(ofKind.addImage, file, { params }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (imageId: string) => callEndpoint(ofKind.removeImage, { params: { ...params, imageId } }),
    // Removing answers nothing (204): the listing is asked again, as the table is.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listingKey(kind, id) });
      void queryClient.invalidateQueries({ queryKey: tableKey });
    },
  });
  const reorder = useMutation({
    mutationFn: (imageIds: string[]) => callEndpoint(ofKind.reorderImages, { params, body: { imageIds } }),
    onSuccess,
  });
  return { add, remove, reorder, isBusy: add.isPending || remove.isPending || reorder.isPending };
}
