import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedDemoInvoice } from './demo-invoice.js';

describe('seedDemoInvoice', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const query = async (text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Record<string, unknown>[];

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('does nothing without the demo accounts', async () => {
    await seedDemoInvoice(testApp.app.services);

    expect(await query('SELECT id FROM invoices')).toEqual([]);
  });

  it('issues one PENDING PARTIAL invoice from the demo supplier to the demo buyer, posted in their chat', async () => {
    await seedDemoAccounts(testApp.app.services);

    await seedDemoInvoice(testApp.app.services);
    await seedDemoInvoice(testApp.app.services);

    const { services } = testApp.app;
    const supplier = (await services.users.findByEmail('supplier@demo.tawrid.sa'))!;
    const buyer = (await services.users.findByEmail('buyer@demo.tawrid.sa'))!;
    const invoices = await services.invoices.listBuyerInvoices(buyer.id, { limit: 10 });
    expect(invoices.items).toHaveLength(1);
    expect(invoices.items[0]).toMatchObject({
      kind: 'SERVICE',
      status: 'PENDING',
      paymentTerms: 'PARTIAL',
      // Four visits of 2,400 SAR with 15% VAT, 3,000 SAR of it upfront (at most 30%).
      total: 1_104_000,
      upfrontAmount: 300_000,
      seller: { userId: supplier.id, vatNumber: '310123456700003' },
      buyer: { userId: buyer.id },
      counter: 1,
    });
    const [thread] = (await services.chats.listThreads(buyer.id, {})).items;
    const messages = (await services.chats.listMessages(buyer.id, thread!.id, {})).items;
    expect(messages.map((message) => message.reference?.type).sort()).toEqual(['INVOICE', 'SERVICE']);
    expect(await query('SELECT id FROM services WHERE supplier_id = $1', [supplier.id])).toHaveLength(1);
  });
});
