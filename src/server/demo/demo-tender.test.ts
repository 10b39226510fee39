import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedDemoTender } from './demo-tender.js';

describe('seedDemoTender', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const query = async (text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Record<string, unknown>[];

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('does nothing without the demo accounts', async () => {
    await seedDemoTender(testApp.app.services);

    expect(await query('SELECT id FROM tenders')).toEqual([]);
  });

  it('publishes one open tender from the demo buyer, which the demo supplier can answer', async () => {
    await seedDemoAccounts(testApp.app.services);

    await seedDemoTender(testApp.app.services);
    await seedDemoTender(testApp.app.services);

    const { services } = testApp.app;
    const buyer = (await services.users.findByEmail('buyer@demo.tawrid.sa'))!;
    const supplier = (await services.users.findByEmail('supplier@demo.tawrid.sa'))!;
    const mine = await services.tenders.listMyTenders(buyer.id, { limit: 10 });
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ phase: 'OPEN', organizationName: 'مؤسسة الأفق للمقاولات' });
    const open = await services.tenders.listTendersForSupplier(supplier.id, {
      sort: 'deadline_asc',
      limit: 10,
    });
    expect(open.items.map((tender) => tender.id)).toEqual([mine.items[0]!.id]);
  });
});
