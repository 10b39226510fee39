import type { Product } from '../../../contract/catalog/catalog.schemas.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { CatalogService } from '../catalog/catalog.service.js';

/*
 * Stock (decision 024): what a supplier has of each product, taken by checkout and group purchases,
 * given back by failed payments and cancellations, set by the supplier, and the overview's alerts. The
 * quantity is a column of the catalog's products table: this module keeps the rules and asks the
 * catalog's service for the reads and the conditional writes.
 */

/** Units of a product taken or given back by checkout and orders. */
export interface StockLine {
  productId: string;
  quantity: number;
}

/** One line per product (quantities added up), in product id order. */
function byProductId(lines: readonly StockLine[]): StockLine[] {
  const quantities = new Map<string, number>();
  for (const line of lines)
    quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  return [...quantities]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([productId, quantity]) => ({ productId, quantity }));
}

export function createInventoryService({
  catalog,
}: {
  catalog: Pick<CatalogService, 'takeStock' | 'returnStock' | 'setStock' | 'findStockAlerts'>;
}) {
  return {
    /**
     * Reserves stock for a checkout in the caller's transaction (decision 011): each line is a conditional
     * decrement, and a line that cannot be covered throws OUT_OF_STOCK so the whole transaction rolls
     * back. Lines go in product id order so parallel checkouts lock rows in the same order (no deadlock).
     */
    async reserveStock(lines: readonly StockLine[], tx: DbExecutor): Promise<void> {
      for (const line of byProductId(lines)) {
        if (!(await catalog.takeStock(line.productId, line.quantity, tx))) {
          throw new AppError('OUT_OF_STOCK', { productId: line.productId });
        }
      }
    },

    /** Gives reserved or sold units back (failed payment, cancelled order), in the caller's transaction. */
    async releaseStock(lines: readonly StockLine[], tx: DbExecutor): Promise<void> {
      for (const line of byProductId(lines)) await catalog.returnStock(line.productId, line.quantity, tx);
    },

    /** The supplier sets the stock of one of its products; answers the product as it edits it. */
    updateStock: (supplierId: string, id: string, stock: number): Promise<Product> =>
      catalog.setStock(supplierId, id, stock),

    /** The overview's stock alerts: published products with less stock than their minimum order, or none. */
    findStockAlerts: (supplierId: string, limit: number) => catalog.findStockAlerts(supplierId, limit),
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;
