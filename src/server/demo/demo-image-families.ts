import type { DrawingFamily } from './drawings/index.js';
export const subcategoryFamilies: Record<string, DrawingFamily> = {};
export const listingFamilies: Record<string, DrawingFamily> = {};
export function familyFor(subcategorySlug: string, listingName: string): DrawingFamily {
  return listingFamilies[listingName] ?? subcategoryFamilies[subcategorySlug] ?? 'carton-box';
}
