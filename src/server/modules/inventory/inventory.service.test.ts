import { describe, expect, it } from 'vitest';
import type { DbExecutor } from '../../platform/db/database.js';
import { createInventoryService } from './inventory.service.js';

/** The catalog's stock writes, recorded; `inStock` says how many units each product has. */
function catalogWithStock(inStock: Record<string, number>) {
  const taken: string[] = [];
  const returned: string[] = [];
  const catalog = {
    takeStock: async (productId: string, quantity: number) => {
      taken.push(`${productId}:${quantity}`);
      if ((inStock[productId] ?? 0) < quantity) return false;
      inStock[productId]! -= quantity;
      return true;
    },
    returnStock: async (productId: string, quantity: number) => {
      returned.push(`${productId}:${quantity}`);
    },
    setStock: async () => {
      throw new Error('not used');
    },
    findStockAlerts: async () => [],
  };
  return { catalog, taken, returned };
}
const tx = {} as DbExecutor;

describe('inventory', () => {
  it('takes each product once, its lines added up, in product id order (no deadlock between checkouts)', async () => {
    const { catalog, taken } = catalogWithStock({ a: 10, b: 10 });
    const inventory = createInventoryService({ catalog: catalog as never });
    await inventory.reserveStock(
      [
        { productId: 'b', quantity: 2 },
        { productId: 'a', quantity: 1 },
        { productId: 'b', quantity: 3 },
      ],
      tx,
    );
    expect(taken).toEqual(['a:1', 'b:5']);
  });

  it('refuses with OUT_OF_STOCK naming the product that cannot be covered', async () => {
    const { catalog } = catalogWithStock({ a: 10, b: 4 });
    const inventory = createInventoryService({ catalog: catalog as never });
    await expect(
      inventory.reserveStock(
        [
          { productId: 'a', quantity: 1 },
          { productId: 'b', quantity: 5 },
        ],
        tx,
      ),
    ).rejects.toMatchObject({ code: 'OUT_OF_STOCK', details: { productId: 'b' } });
  });

  it('gives units back one line per product, in product id order', async () => {
    const { catalog, returned } = catalogWithStock({});
    const inventory = createInventoryService({ catalog: catalog as never });
    await inventory.releaseStock(
      [
        { productId: 'c', quantity: 1 },
        { productId: 'a', quantity: 2 },
        { productId: 'c', quantity: 1 },
      ],
      tx,
    );
    expect(returned).toEqual(['a:2', 'c:2']);
  });
});
