import {
  ChatReferenceInputSchema,
  chatPeriods,
  chatReadFilters,
  chatSides,
  type ChatReferenceInput,
} from '../../../contract/chats/chats.schemas';
import type { ChatFilters } from './chats-cache';

const filterNames = ['readStatus', 'period', 'side', 'q'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

export function filtersFromSearch(params: URLSearchParams): ChatFilters {
  const readStatus = oneOf(chatReadFilters, params.get('readStatus'));
  const period = oneOf(chatPeriods, params.get('period'));
  const side = oneOf(chatSides, params.get('side'));
  const q = params.get('q')?.trim();
  return {
    ...(readStatus && { readStatus }),
    ...(period && { period }),
    ...(side && { side }),
    ...(q && { q }),
  };
}

/** The address's search part for these filters (`?readStatus=UNREAD&q=…`), empty without any. */
export function filtersSearch(filters: ChatFilters): string {
  const params = new URLSearchParams();
  for (const name of filterNames) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A product or service a message can be about (the other reference, INVOICE, only the server posts). */
export type ListingReference = ChatReferenceInput & { type: 'PRODUCT' | 'SERVICE' };
const isListingReference = (reference: ChatReferenceInput): reference is ListingReference =>
  reference.type === 'PRODUCT' || reference.type === 'SERVICE';

/**
 * `?ref=PRODUCT:<id>`: the listing a buyer came from (the «Chat with supplier» button), offered as the
 * first message's subject.
 */
export function referenceFromSearch(params: URLSearchParams): ListingReference | null {
  const [type, id] = (params.get('ref') ?? '').split(':');
  const parsed = ChatReferenceInputSchema.safeParse({ type, id });
  // Only a listing: invoices are posted by the server when issued, never attached by hand.
  return parsed.success && isListingReference(parsed.data) ? parsed.data : null;
}

/** The address's other parameters (such as `ref`) with these filters in place of the old ones. */
export function withFilters(current: URLSearchParams, filters: ChatFilters): URLSearchParams {
  const updated = new URLSearchParams(current);
  for (const name of filterNames) updated.delete(name);
  for (const [name, value] of new URLSearchParams(filtersSearch(filters))) updated.set(name, value);
  return updated;
}

export const referenceSearch = (reference: ChatReferenceInput) =>
  `?${new URLSearchParams({ ref: `${reference.type}:${reference.id}` }).toString()}`;

/** The public page of a referenced listing. */
export const listingPath = (reference: ChatReferenceInput) =>
  `/${reference.type === 'PRODUCT' ? 'products' : 'services'}/${encodeURIComponent(reference.id)}`;
