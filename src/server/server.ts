import { loadConfig } from './config/config.js';
import { buildApp } from './app.js';
import { connectDatabase } from './platform/db/database.js';
import { prepareDatabase } from './prepare-database.js';
import { seedDemoAccounts } from './demo/demo-accounts.js';
import { seedDemoActivity } from './demo/demo-activity.js';
import { seedDemoCatalog } from './demo/demo-catalog.js';
import { seedDemoGroupPurchase } from './demo/demo-group-purchase.js';
import { seedDemoHistory } from './demo/demo-history.js';
import { seedDemoEInvoicing } from './demo/demo-e-invoicing.js';
import { seedDemoInvoice } from './demo/demo-invoice.js';
import { seedDemoSalesHistory } from './demo/demo-sales-history.js';
import { seedDemoTender } from './demo/demo-tender.js';
import { runExclusively } from './platform/db/advisory-lock.js';

/** Process entry: config, database, migrations, listen; on SIGINT/SIGTERM drain and stop in order. */
async function main() {
  const config = loadConfig();
  const startupLog = {
    info: (message: string) => console.log(message),
    warn: (message: string) => console.warn(message),
  };
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: startupLog,
  });
  // This process owns shutdown: the database stops only after the last request has drained.

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let isStopping = false;
  const stop = async (reason: string, exitCode: number) => {
    if (isStopping) return;
    isStopping = true;
    console.log(`Stopping (${reason})…`);
    const forceExit = setTimeout(() => process.exit(exitCode || 1), 15_000).unref();
    await app?.close().catch((error: unknown) => console.error(error));
    await database.close().catch((error: unknown) => console.error(error));
    clearTimeout(forceExit);
    process.exit(exitCode);
  };
  process.once('SIGINT', () => void stop('SIGINT', 0));
  process.once('SIGTERM', () => void stop('SIGTERM', 0));

  try {
    await prepareDatabase(database.db);
    app = await buildApp({ config, database });
    if (config.seedDemoData && (await seedDemoAccounts(app.services)))
      console.log('Demo accounts created (see README).');
    if (config.seedDemoData) {
      // Decision 013: the demo supplier's invoice to the demo buyer in their chat, when missing (one node
      // seeds). A demo the visitors changed must not keep the site from starting.
      const { services } = app;
      // Issue 24: the demo supplier's e-invoicing unit onboarded with the sandbox before its invoices.
      await runExclusively(database.pool, 'demo-e-invoicing', () =>
        seedDemoEInvoicing(services, { includeCatalogSuppliers: false }),
      ).catch((error: unknown) => console.error('Demo e-invoicing onboarding failed:', error));
      await runExclusively(database.pool, 'demo-invoice', () => seedDemoInvoice(services)).catch(
        (error: unknown) => console.error('Demo invoice seeding failed:', error),
      );
      // Decision 014: a tender of the demo buyer taking offers, when it has none open.
      await runExclusively(database.pool, 'demo-tender', () => seedDemoTender(services)).catch(
        (error: unknown) => console.error('Demo tender seeding failed:', error),
      );
      // Issue 10: the demo supplier's products with 30 weeks of sales, on a Premium trial for forecasting.
      await runExclusively(database.pool, 'demo-sales-history', async () => {
        await seedDemoSalesHistory(services, { startPremiumTrial: (id) => services.plans.startTrial(id) });
      }).catch((error: unknown) => console.error('Demo sales history seeding failed:', error));
      // Decision 028: the demo accounts' orders and invoices in every state, paid in the sandbox.
      await runExclusively(database.pool, 'demo-activity', () =>
        seedDemoActivity(services, { log: (message) => console.log(message) }),
      ).catch((error: unknown) => console.error('Demo activity seeding failed:', error));
    }
    await app.listen({ host: config.host, port: config.port });
    const { port } = app.server.address() as { port: number };
    console.log(`Tawrid is running at http://localhost:${port} (database: ${database.description})`);
    if (config.seedDemoCatalog) {
      // In the background: the site answers at once and fills up; one node seeds, the others skip.
      const { services } = app;
      void runExclusively(database.pool, 'demo-catalog', async () => {
        // Issue 24: the catalog's VAT-registered suppliers onboarded (sandbox) before their history's invoices.
        await seedDemoCatalog(services, { log: (message) => console.log(message) });
        await seedDemoEInvoicing(services, { includeCatalogSuppliers: true }).catch((error: unknown) =>
          console.error('Demo e-invoicing onboarding failed:', error),
        );
        // Decision 015: a group purchase open in the demo buyer's city, once the catalog is there.
        if (config.seedDemoData) await seedDemoGroupPurchase(services);
        // Decision 028: the catalog's listings dated over months, demo buyers' past orders and reviews.
        await seedDemoHistory(services, { log: (message) => console.log(message) });
      }).catch((error: unknown) => console.error('Demo catalog seeding failed:', error));
    }
  } catch (error) {
    console.error(error);
    await stop('start-up failed', 1);
  }
}

void main();
