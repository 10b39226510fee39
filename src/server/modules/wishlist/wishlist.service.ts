import type { CardItemDto, ListingKind } from '../../../contract/catalog/catalog.schemas.js';
import type {
  WishlistCount,
  WishlistItem,
  WishlistToggleMessage,
} from '../../../contract/wishlist/wishlist.schemas.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { SearchService } from '../search/search.service.js';
import type { UsersService } from '../users/users.service.js';
import type { ListingRef, WishlistRepository } from './wishlist.repository.js';

/**
 * A toggle either inserts or deletes one row; it tries again only when a parallel toggle of the same
 * item changed the row between its two statements, so every try that fails means another succeeded.
 */
const maxToggleAttempts = 10;

export function createWishlistService({
  repository,
  catalog,
  search,
  users,
}: {
  repository: WishlistRepository;
  catalog: Pick<CatalogService, 'getPublicListing' | 'listForSupplier'>;
  search: Pick<SearchService, 'findCardItems'>;
  users: Pick<UsersService, 'getSupplierPlan'>;
}) {
  /** The kind of a listing buyers may see; NOT_FOUND when it is unknown or hidden. */
  async function visibleListing(id: string): Promise<ListingRef> {
    for (const kind of ['PRODUCT', 'SERVICE'] as const satisfies readonly ListingKind[]) {
      try {
        await catalog.getPublicListing(kind, id);
        return { kind, id };
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
      }
    }
    throw new AppError('NOT_FOUND');
  }

  return {
    /** Spec §4 "Wishlist toggle": saves the product or service, or removes it when already saved. */
    async toggleItem(
      buyerId: string,
      id: string,
    ): Promise<{ message: WishlistToggleMessage; isAdded: boolean }> {
      const listing = await visibleListing(id);
      for (let attempt = 0; attempt < maxToggleAttempts; attempt += 1) {
        if (await repository.insert(buyerId, listing)) return { message: 'ADDED', isAdded: true };
        if (await repository.delete(buyerId, listing)) return { message: 'REMOVED', isAdded: false };
      }
      throw new AppError('CONFLICT');
    },

    /** Saved items buyers may still see, newest first; hidden ones stay saved but are skipped. */
    async listItems(buyerId: string): Promise<WishlistItem[]> {
      const saved = await repository.findManyByBuyerId(buyerId);
      if (saved.length === 0) return [];
      const cards = new Map<string, CardItemDto>(
        (await search.findCardItems(saved.map(({ kind, id }) => ({ kind, id })))).map((card) => [
          card._id,
          card,
        ]),
      );
      return saved.flatMap(({ kind, id, createdAt }) => {
        const card = cards.get(id);
        return card ? [{ ...card, kind, addedAt: createdAt.toISOString() }] : [];
      });
    },

    /** Removing an item that is not saved changes nothing and is not an error. */
    async removeItem(buyerId: string, id: string): Promise<void> {
      await repository.deleteByListingId(buyerId, id);
    },

    /** Spec §6: the wishlist count is a Premium feature; every listing of the supplier, with 0 when unsaved. */
    async countSavesOfSupplier(supplierId: string): Promise<WishlistCount[]> {
      if ((await users.getSupplierPlan(supplierId)) !== 'PREMIUM') throw new AppError('PREMIUM_REQUIRED');
      const own = await catalog.listForSupplier(supplierId);
      const idsOf = (kind: ListingKind) => own.filter((row) => row.kind === kind).map((row) => row.id);
      const [products, services] = await Promise.all([
        repository.countByListingIds('PRODUCT', idsOf('PRODUCT')),
        repository.countByListingIds('SERVICE', idsOf('SERVICE')),
      ]);
      return own.map(({ id, kind }) => ({
        id,
        kind,
        count: (kind === 'PRODUCT' ? products : services).get(id) ?? 0,
      }));
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
