import type { FastifySchema, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { CardItemsSchema, type CardItemDto } from '../../../contract/catalog/catalog.schemas.js';
import { riyalsOf } from '../../../contract/money/riyals.js';

/*
 * The answer of the two public search routes written without zod (issue 23). The app's serializer encodes
 * every answer through its zod schema: for a page of 24 cards that is 24 uuid checks, a codec per card and
 * a copy of each object, most of the Node CPU a search costs beyond the database. The cards here are built
 * by one function (`toCards` in search.service.ts) from columns the database types, so the check can only
 * find what the type checker already found; `card-items-json.test.ts` proves the bytes are those the zod
 * serializer writes, for products and services, with and without images, names and negotiable prices.
 */

/** One card on the wire: the fields in the schema's order, the price in riyals beside its halalas. */
const wireCard = (card: CardItemDto) => ({
  _id: card._id,
  productId: card.productId,
  serviceId: card.serviceId,
  nameAr: card.nameAr,
  nameEn: card.nameEn,
  supplier: { userId: card.supplier.userId, businessName: card.supplier.businessName },
  imagesFilesUrls: card.imagesFilesUrls,
  avgRating: card.avgRating,
  ratingsCount: card.ratingsCount,
  price: riyalsOf(card.price),
  priceHalalas: card.price,
  isPriceNegotiable: card.isPriceNegotiable,
});

/** What the zod serializer writes for `CardItemsSchema` (absent ids are left out, as JSON leaves undefined). */
export const cardItemsJson = (cards: readonly CardItemDto[]): string => JSON.stringify(cards.map(wireCard));

/**
 * A route's serializer compiler: the cards' answer by `cardItemsJson`, every other answer of the route (its
 * error bodies) by the app's zod serializer.
 */
export const cardItemsSerializerCompiler: FastifySerializerCompiler<FastifySchema> = (route) =>
  route.schema === CardItemsSchema
    ? (cards) => cardItemsJson(cards as CardItemDto[])
    : serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
