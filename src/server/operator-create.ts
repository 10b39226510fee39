// `npm run operator:create -- --email ops@example.sa --name "Name" [--role ADMIN] [--language ar|en]`
// (issue 25, decision 031): creates an INVITED operator and prints its one-time setup link (72 hours), where
// the operator chooses a password and enrols an authenticator. The first operator is made this way; the
// others are invited from the console. For an INVITED operator's email, a new link replaces the old one.
import { parseArgs } from 'node:util';
import { EmailSchema, requiredText } from '../contract/auth/auth.schemas.js';
import { OperatorLanguageSchema, OperatorRoleSchema } from '../contract/operators/operators.schemas.js';
import { buildApp } from './app.js';
import { loadConfig } from './config/config.js';
import { connectDatabase } from './platform/db/database.js';
import { AppError } from './platform/errors/app-error.js';
import { prepareDatabase } from './prepare-database.js';

const usage =
  'Usage: npm run operator:create -- --email <email> --name "<name>" [--role ADMIN|TRUST_AND_SAFETY|FINANCE|SUPPORT] [--language ar|en]';
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'ADMIN' },
    language: { type: 'string', default: 'ar' },
  },
});
const email = EmailSchema.safeParse(values.email ?? '');
const name = requiredText(100).safeParse(values.name ?? '');
const role = OperatorRoleSchema.safeParse(values.role);
const language = OperatorLanguageSchema.safeParse(values.language);
if (!email.success || !name.success || !role.success || !language.success) {
  console.error(usage);
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
    const { operator, setupUrl, isNew } = await app.services.operators.createFromCommandLine({
      email: email.data,
      name: name.data,
      role: role.data,
      language: language.data,
    });
    console.log(
      `${isNew ? 'Created' : 'A new setup link for'} the ${operator.role} operator ${operator.name} <${operator.email}>.`,
    );
    console.log(
      'Open this link within 72 hours to choose a password and enrol an authenticator (works once):',
    );
    console.log(setupUrl);
  } catch (error) {
    exitCode = 1;
    if (!(error instanceof AppError)) throw error;
    console.error(
      error.code === 'OPERATOR_EMAIL_TAKEN'
        ? `An operator with the email ${email.data} has already set up their account.`
        : `Failed: ${error.code}`,
    );
  } finally {
    await app.close();
  }
} finally {
  await database.close();
}
process.exit(exitCode);
