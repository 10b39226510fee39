/**
 * A search result as the card shows it (spec §3, "Card item"): the API may answer with `_id`,
 * `productId` or `serviceId`, and any field may be missing; the defaults are the spec's.
 */
export interface CardItem {
  /** Undefined for demo data: the heart then only shows a notice (spec §4). */
  id: string | undefined;
  /** The name in both languages (decision 027); the card shows the reader's, else the other one. */
  nameAr: string | undefined;
  nameEn: string | undefined;
  supplierName: string | undefined;
  imageUrl: string | undefined;
  avgRating: number;
  ratingsCount: number;
  /** Halalas. */
  price: number;
  isPriceNegotiable: boolean;
}

interface RawCardItem {
  _id?: string;
  productId?: string;
  serviceId?: string;
  nameAr?: string | null;
  nameEn?: string | null;
  supplier?: { businessName?: string; supplierName?: string };
  imagesFilesUrls?: string[];
  avgRating?: number;
  ratingsCount?: number;
  price?: number;
  isPriceNegotiable?: boolean;
}

export function toCardItem(raw: RawCardItem): CardItem {
  return {
    id: raw._id ?? raw.productId ?? raw.serviceId,
    nameAr: raw.nameAr || undefined,
    nameEn: raw.nameEn || undefined,
    supplierName: raw.supplier?.businessName || raw.supplier?.supplierName || undefined,
    imageUrl: raw.imagesFilesUrls?.[0],
    avgRating: raw.avgRating ?? 0,
    ratingsCount: raw.ratingsCount ?? 0,
    price: raw.price ?? 0,
    isPriceNegotiable: raw.isPriceNegotiable ?? false,
  };
}

export type { RawCardItem };
