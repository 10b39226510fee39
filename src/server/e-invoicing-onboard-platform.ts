// `npm run e-invoicing:onboard-platform -- --otp 123456`: onboards the platform's own e-invoicing unit
// (the seller of the Premium invoices, issue 24) with an OTP from the platform's Fatoora portal, against
// the configured Fatoora (FATOORA_ENVIRONMENT, FATOORA_URL, E_INVOICING_KEY), then exits.
import { parseArgs } from 'node:util';
import { buildApp } from './app.js';
import { loadConfig } from './config/config.js';
import { connectDatabase } from './platform/db/database.js';
import { AppError } from './platform/errors/app-error.js';
import { prepareDatabase } from './prepare-database.js';

const { values } = parseArgs({ options: { otp: { type: 'string' } } });
const otp = values.otp?.trim() ?? '';
if (!/^\d{6}$/.test(otp)) {
  console.error(
    'Usage: npm run e-invoicing:onboard-platform -- --otp <the 6 digits from the Fatoora portal>',
  );
  process.exit(2);
}

const config = loadConfig();
const database = await connectDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  log: console,
});
let exitCode = 0;
try {
  await prepareDatabase(database.db);
  const app = await buildApp({ config: { ...config, webDistDir: undefined }, database, logger: false });
  await app.ready();
  try {
    const platformId = await app.services.plans.ensurePlatformAccount();
    const unit = await app.services.eInvoicing.onboard(platformId, otp);
    console.log(
      `The platform's e-invoicing unit is ${unit.status} (${unit.environment}); its certificate ends ${unit.certificateExpiresAt}.`,
    );
  } catch (error) {
    exitCode = 1;
    if (!(error instanceof AppError)) throw error;
    const messages =
      ((error.details ?? {}) as { messages?: Array<{ code: string; message: string }> }).messages ?? [];
    console.error(`Onboarding failed: ${error.code}`);
    for (const message of messages) console.error(`  ${message.code}: ${message.message}`);
  } finally {
    await app.close();
  }
} finally {
  await database.close();
}
process.exit(exitCode);
