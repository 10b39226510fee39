import { z } from 'zod';

/**
 * A listing's name in both languages, as every view of the API answers it (cards, rows, cart lines, order
 * items, chats, group purchases, analytics…): null where the supplier has not written it; the reader's
 * screen chooses with `textIn` (contract/text/two-languages.ts). Apart from catalog.schemas.ts so the
 * schemas catalog imports (cart) can use it without an import cycle.
 */
export const listingNames = { nameAr: z.string().nullable(), nameEn: z.string().nullable() };
