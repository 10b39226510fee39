import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository (or installed package) root: this file sits at src/server/config or dist/server/config. */
export const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const EnvironmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Any PostgreSQL 15+; when unset an embedded PostgreSQL runs under DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Origins allowed to call the API from a browser on another origin; empty keeps CORS closed. */
  CORS_ORIGINS: commaList,
  /** Serve the built web app (dist/web) with an SPA fallback. */
  SERVE_WEB: flag.default(true),
  /** The address people use to reach Tawrid: links in emails and the allowed Origin. */
  PUBLIC_URL: z.url().optional(),
  /** Behind a load balancer: trust X-Forwarded-For from this many hops (client IPs for rate limits). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** smtp(s)://user:password@host:port; without it mail goes to the dev mailbox (refused in production). */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Tawrid <no-reply@tawrid.sa>'),
  REGISTRY_PROVIDER: z.enum(['sandbox', 'wathq']).default('sandbox'),
  WATHQ_API_KEY: z.string().min(1).optional(),
  WATHQ_BASE_URL: z.url().default('https://api.wathq.sa'),
  /** Card payments: `sandbox` (no real payment, the demo site) or `tap` (Tap Payments). */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'tap']).default('sandbox'),
  TAP_SECRET_KEY: z.string().min(1).optional(),
  TAP_BASE_URL: z.url().default('https://api.tap.company'),
  /** Tap's publishable key, for the browser card form; never a secret. */
  TAP_PUBLIC_KEY: z.string().min(1).optional(),
  /** The platform's own registration and VAT numbers: the seller on its Premium invoices (decision 016). */
  PLATFORM_REGISTRATION_NUMBER: z
    .string()
    .regex(/^\d{10}$/)
    .default('7000000000'),
  PLATFORM_VAT_NUMBER: z
    .string()
    .regex(/^3\d{13}3$/)
    .default('300000000000003'),
  /**
   * Issue 24: ZATCA phase 2. `sandbox` is Tawrid's built-in Fatoora (the demo); `simulation` and
   * `production` are ZATCA's, reached at FATOORA_URL (its developer portal's address by default).
   */
  FATOORA_ENVIRONMENT: z.enum(['sandbox', 'simulation', 'production']).default('sandbox'),
  FATOORA_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Decision 030: Base64 of 32 random bytes; seals the units' private keys and API secrets at rest. */
  E_INVOICING_KEY: z
    .string()
    .trim()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be Base64 of 32 bytes')
    .optional(),
  /** Decision 031: Base64 of 32 random bytes; seals the operators' authenticator secrets at rest. */
  OPERATOR_SECRETS_KEY: z
    .string()
    .trim()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be Base64 of 32 bytes')
    .optional(),
  /** A clock browser journeys can move forward through `POST /dev/clock` (decision 014); never in production. */
  TEST_CLOCK: flag.default(false),
  /** Create the demo accounts when missing; on by default outside production. */
  SEED_DEMO_DATA: flag.optional(),
  /** With demo data, also the demo catalog (about 30 s in the background); off for tests and benchmarks. */
  SEED_DEMO_CATALOG: flag.optional(),
  /** Where uploaded files live: `local` (under DATA_DIR, one node) or `s3` (shared by every node). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible service (MinIO, Cloudflare R2, Wasabi…); unset for AWS S3. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path rather than the host name; on by default when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: flag.optional(),
});

const requiredForS3 = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

type Environment = z.infer<typeof EnvironmentSchema>;

function storageConfig(env: Environment) {
  if (env.STORAGE_DRIVER === 'local') return { driver: 'local' as const };
  const missing = requiredForS3.filter((name) => !env[name]);
  if (missing.length > 0) {
    const problems = missing.map((name) => `${name} is required when STORAGE_DRIVER=s3`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return {
    driver: 's3' as const,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
  };
}

/** ZATCA's addresses by environment (Fatoora developer portal). */
const fatooraUrls = {
  simulation: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
  production: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
} as const;

/**
 * Development's fixed key: the same on every start (so a unit onboarded yesterday still opens), derived
 * from a public text, so it protects nothing. Only outside production (refused there, see loadConfig).
 */
export const developmentEInvoicingKey = createHash('sha256')
  .update('tawrid development e-invoicing key (not a secret)')
  .digest();

function eInvoicingConfig(env: Environment) {
  const key = env.E_INVOICING_KEY ? Buffer.from(env.E_INVOICING_KEY, 'base64') : developmentEInvoicingKey;
  return {
    environment: env.FATOORA_ENVIRONMENT,
    url:
      env.FATOORA_ENVIRONMENT === 'sandbox'
        ? undefined
        : (env.FATOORA_URL ?? fatooraUrls[env.FATOORA_ENVIRONMENT]).replace(/\/$/, ''),
    key,
    /** The key is development's fixed one: services.ts says so in the log at start-up. */
    isDevelopmentKey: !env.E_INVOICING_KEY,
  };
}

/**
 * Development's fixed key for the operators' authenticator secrets, derived from a public text like the
 * e-invoicing one: it protects nothing, and production refuses to start without OPERATOR_SECRETS_KEY.
 */
export const developmentOperatorSecretsKey = createHash('sha256')
  .update('tawrid development operator secrets key (not a secret)')
  .digest();

function operatorsConfig(env: Environment) {
  return {
    secretsKey: env.OPERATOR_SECRETS_KEY
      ? Buffer.from(env.OPERATOR_SECRETS_KEY, 'base64')
      : developmentOperatorSecretsKey,
    isDevelopmentKey: !env.OPERATOR_SECRETS_KEY,
  };
}

export type Config = ReturnType<typeof loadConfig>;

/** The only reader of process.env: validates it once and derives what the rest of the server needs. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvironmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.REGISTRY_PROVIDER === 'wathq' && !env.WATHQ_API_KEY) {
    throw new Error('Invalid environment:\n  WATHQ_API_KEY is required when REGISTRY_PROVIDER=wathq');
  }
  if (env.PAYMENT_PROVIDER === 'tap' && !env.TAP_SECRET_KEY) {
    throw new Error('Invalid environment:\n  TAP_SECRET_KEY is required when PAYMENT_PROVIDER=tap');
  }
  if (env.TEST_CLOCK && env.NODE_ENV === 'production') {
    throw new Error('Invalid environment:\n  TEST_CLOCK cannot be used in production');
  }
  // Issue 19: without a mail server, verification and password-reset links (live tokens) would reach
  // nobody but the dev mailbox, which production does not serve.
  if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
    throw new Error(
      'Invalid environment:\n  SMTP_URL is required when NODE_ENV=production (verification and password-reset mails)',
    );
  }
  // Decision 030: without it, the units' keys would be sealed with a key anyone reading the code knows.
  if (env.NODE_ENV === 'production' && !env.E_INVOICING_KEY) {
    throw new Error(
      'Invalid environment:\n  E_INVOICING_KEY is required when NODE_ENV=production (Base64 of 32 random bytes)',
    );
  }
  // Decision 031: an operator's authenticator secret is the second factor of the marketplace's keys.
  if (env.NODE_ENV === 'production' && !env.OPERATOR_SECRETS_KEY) {
    throw new Error(
      'Invalid environment:\n  OPERATOR_SECRETS_KEY is required when NODE_ENV=production (Base64 of 32 random bytes)',
    );
  }
  const dataDir = path.resolve(projectRoot, env.DATA_DIR);
  return {
    environment: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    hasTestClock: env.TEST_CLOCK,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    corsOrigins: env.CORS_ORIGINS,
    webDistDir: env.SERVE_WEB ? path.join(projectRoot, 'dist', 'web') : undefined,
    seedDemoData: env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production',
    seedDemoCatalog: (env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production') && (env.SEED_DEMO_CATALOG ?? true),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    trustProxy: env.TRUST_PROXY,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    registry:
      env.REGISTRY_PROVIDER === 'wathq'
        ? { provider: 'wathq' as const, apiKey: env.WATHQ_API_KEY!, baseUrl: env.WATHQ_BASE_URL }
        : { provider: 'sandbox' as const },
    storage: storageConfig(env),
    payments:
      env.PAYMENT_PROVIDER === 'tap'
        ? {
            provider: 'tap' as const,
            secretKey: env.TAP_SECRET_KEY!,
            baseUrl: env.TAP_BASE_URL,
            publicKey: env.TAP_PUBLIC_KEY ?? null,
          }
        : { provider: 'sandbox' as const },
    eInvoicing: eInvoicingConfig(env),
    operators: operatorsConfig(env),
    platform: {
      registrationNumber: env.PLATFORM_REGISTRATION_NUMBER,
      vatNumber: env.PLATFORM_VAT_NUMBER,
    },
  };
}
