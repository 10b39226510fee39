import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemandForecast } from '../../contract/forecasting/forecasting.schemas.js';
import { createTestApp } from '../test/app.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { demoSalesProducts, seedDemoSalesHistory } from './demo-sales-history.js';

describe('seedDemoSalesHistory', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const query = async (text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Record<string, unknown>[];
  const startPremiumTrial = (supplierId: string) => testApp.app.services.plans.startTrial(supplierId);

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('does nothing without the demo accounts', async () => {
    expect(await seedDemoSalesHistory(testApp.app.services, { startPremiumTrial })).toBe(false);

    expect(await query('SELECT id FROM products')).toEqual([]);
    expect(await query('SELECT id FROM orders')).toEqual([]);
  });

  it('gives the demo supplier Premium and products whose history shows each forecast model', async () => {
    await seedDemoAccounts(testApp.app.services);

    expect(await seedDemoSalesHistory(testApp.app.services, { startPremiumTrial })).toBe(true);
    expect(await seedDemoSalesHistory(testApp.app.services, { startPremiumTrial })).toBe(false);

    const { services } = testApp.app;
    const supplier = (await services.users.findByEmail('supplier@demo.tawrid.sa'))!;
    const buyer = (await services.users.findByEmail('buyer@demo.tawrid.sa'))!;
    expect(await services.users.getSupplierPlan(supplier.id)).toBe('PREMIUM');
    const rows = await services.catalog.listForSupplier(supplier.id, { kind: 'PRODUCT' });
    expect(rows).toHaveLength(demoSalesProducts.length);
    expect(rows.every((row) => row.isPublished && row.thumbnailUrl)).toBe(true);

    // One COMPLETED order a week from the demo buyer, with no invoice, notification or stock moved.
    const orders = await query(
      `SELECT o.status, o.buyer_id, p.provider, p.status AS payment_status FROM orders o JOIN payments p ON p.id = o.payment_id WHERE o.supplier_id = $1`,
      [supplier.id],
    );
    expect(orders).toHaveLength(30);
    expect(
      orders.every(
        (order) =>
          order.status === 'COMPLETED' &&
          order.buyer_id === buyer.id &&
          order.provider === 'import' &&
          order.payment_status === 'PAID',
      ),
    ).toBe(true);
    expect(await query(`SELECT id FROM invoices WHERE kind = 'ORDER'`)).toEqual([]);
    expect(await query(`SELECT id FROM notifications WHERE type = 'NEW_ORDER'`)).toEqual([]);
    const stockByName = new Map(rows.map((row) => [row.nameAr, row.stock]));
    for (const product of demoSalesProducts) expect(stockByName.get(product.nameAr)).toBe(product.stock);

    const forecasts = new Map<string, DemandForecast>();
    for (const row of rows) {
      forecasts.set(row.nameAr ?? '', await services.forecasting.forecastProductDemand(supplier.id, row.id));
    }
    const [helmets, gloves, goggles, drill, vests] = demoSalesProducts.map((product) =>
      forecasts.get(product.nameAr)!,
    );
    expect(helmets).toMatchObject({ status: 'FORECAST', model: 'HOLT_WINTERS_DAMPED', seasonLength: 1 });
    expect(gloves).toMatchObject({ status: 'FORECAST', model: 'HOLT_WINTERS_DAMPED', seasonLength: 1 });
    expect(goggles).toMatchObject({ status: 'FORECAST', model: 'SEASONAL_NAIVE', seasonLength: 4 });
    expect(drill).toMatchObject({ status: 'FORECAST', model: 'CROSTON_SBA', demandPattern: 'INTERMITTENT' });
    expect(vests).toMatchObject({ status: 'INSUFFICIENT_HISTORY', weeksWithSales: 3 });
    if (helmets?.status !== 'FORECAST' || gloves?.status !== 'FORECAST' || drill?.status !== 'FORECAST') {
      throw new Error('expected forecasts');
    }
    // The gloves trend upward; the helmets need a reorder now; the drills outlast the forecast.
    expect(gloves.weeks[11]!.mean).toBeGreaterThan(gloves.history.at(-10)!.units);
    expect(helmets.advice.reorderQuantity).toBeGreaterThan(0);
    expect(helmets.advice.stockOutDate).not.toBeNull();
    expect(gloves.advice.reorderQuantity).toBe(0);
    expect(drill.advice.stockOutDate).toBeNull();
  });
});
