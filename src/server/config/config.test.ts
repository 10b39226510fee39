import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const s3Environment = {
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'tawrid-files',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('loadConfig: file storage', () => {
  it('stores files on local disk by default', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
  });

  it('ignores S3 variables while the driver is local', () => {
    expect(loadConfig({ S3_BUCKET: 'unused' }).storage).toEqual({ driver: 'local' });
  });

  it('reads AWS S3 settings: region us-east-1 and virtual-hosted addressing by default', () => {
    expect(loadConfig(s3Environment).storage).toEqual({
      driver: 's3',
      bucket: 'tawrid-files',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
  });

  it('uses path-style addressing by default with an S3-compatible endpoint', () => {
    const storage = loadConfig({
      ...s3Environment,
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_REGION: 'auto',
    }).storage;

    expect(storage).toMatchObject({
      endpoint: 'https://account.r2.cloudflarestorage.com',
      region: 'auto',
      forcePathStyle: true,
    });
  });

  it('honours S3_FORCE_PATH_STYLE either way', () => {
    expect(
      loadConfig({ ...s3Environment, S3_ENDPOINT: 'https://s3.wasabisys.com', S3_FORCE_PATH_STYLE: 'false' })
        .storage,
    ).toMatchObject({ forcePathStyle: false });
    expect(loadConfig({ ...s3Environment, S3_FORCE_PATH_STYLE: 'true' }).storage).toMatchObject({
      forcePathStyle: true,
    });
  });

  it('keeps the movable test clock out of production', () => {
    expect(loadConfig({}).hasTestClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: 'true' }).hasTestClock).toBe(true);
    expect(() => loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'production' })).toThrow(
      'TEST_CLOCK cannot be used in production',
    );
  });

  it('refuses to start with s3 when a required variable is missing, naming each one', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(
      'Invalid environment:\n' +
        '  S3_BUCKET is required when STORAGE_DRIVER=s3\n' +
        '  S3_ACCESS_KEY_ID is required when STORAGE_DRIVER=s3\n' +
        '  S3_SECRET_ACCESS_KEY is required when STORAGE_DRIVER=s3',
    );
    const { S3_SECRET_ACCESS_KEY: _omitted, ...withoutSecret } = s3Environment;
    expect(() => loadConfig(withoutSecret)).toThrow(
      /^Invalid environment:\n {2}S3_SECRET_ACCESS_KEY is required when STORAGE_DRIVER=s3$/,
    );
  });

  it.each([
    [{ STORAGE_DRIVER: 'gcs' }, /STORAGE_DRIVER/],
    [{ ...s3Environment, S3_ENDPOINT: 'not a url' }, /S3_ENDPOINT/],
    [{ ...s3Environment, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE/],
    [{ ...s3Environment, S3_BUCKET: '' }, /S3_BUCKET/],
  ])('refuses the invalid storage setting %j', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(message);
  });
});

describe('loadConfig: card payments', () => {
  it('uses the sandbox provider by default', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox' });
  });

  it('reads the Tap keys with PAYMENT_PROVIDER=tap', () => {
    expect(
      loadConfig({ PAYMENT_PROVIDER: 'tap', TAP_SECRET_KEY: 'sk_test_x', TAP_PUBLIC_KEY: 'pk_test_y' })
        .payments,
    ).toEqual({
      provider: 'tap',
      secretKey: 'sk_test_x',
      baseUrl: 'https://api.tap.company',
      publicKey: 'pk_test_y',
    });
  });

  it('refuses to start with tap without TAP_SECRET_KEY, naming it', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'tap' })).toThrow(/TAP_SECRET_KEY is required/);
  });
});

describe('loadConfig: mail', () => {
  // Issue 19: without SMTP the verification and password-reset links went to the log of a production server.
  it('refuses to start in production without SMTP_URL, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /^Invalid environment:\n {2}SMTP_URL is required when NODE_ENV=production/,
    );
  });

  it('starts in production with SMTP_URL, and anywhere else without it (the dev mailbox)', () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      E_INVOICING_KEY: Buffer.alloc(32, 7).toString('base64'),
      OPERATOR_SECRETS_KEY: Buffer.alloc(32, 8).toString('base64'),
    });
    expect(production.mail.smtpUrl).toBe('smtps://user:secret@smtp.example.com:465');
    expect(loadConfig({ NODE_ENV: 'development' }).mail.smtpUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).mail.smtpUrl).toBeUndefined();
  });
});

describe('loadConfig: e-invoicing', () => {
  const production = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
    OPERATOR_SECRETS_KEY: Buffer.alloc(32, 8).toString('base64'),
  };

  // Decision 030: the units' private keys are sealed with it; a known key would seal nothing.
  it('refuses to start in production without E_INVOICING_KEY, naming it', () => {
    expect(() => loadConfig(production)).toThrow(/E_INVOICING_KEY is required when NODE_ENV=production/);
  });

  it('refuses a key that is not Base64 of 32 bytes', () => {
    expect(() => loadConfig({ E_INVOICING_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /E_INVOICING_KEY: must be Base64 of 32 bytes/,
    );
  });

  it("uses the given key, and development's fixed one (flagged) without it, with the sandbox by default", () => {
    const key = Buffer.alloc(32, 9);
    const configured = loadConfig({ ...production, E_INVOICING_KEY: key.toString('base64') }).eInvoicing;
    expect(configured).toMatchObject({ environment: 'sandbox', url: undefined, isDevelopmentKey: false });
    expect(configured.key.equals(key)).toBe(true);
    const development = loadConfig({ NODE_ENV: 'development' }).eInvoicing;
    expect(development.isDevelopmentKey).toBe(true);
    expect(development.key).toHaveLength(32);
  });

  it("reaches ZATCA's simulation at its address unless FATOORA_URL says otherwise", () => {
    expect(loadConfig({ FATOORA_ENVIRONMENT: 'simulation' }).eInvoicing.url).toBe(
      'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
    );
    expect(
      loadConfig({ FATOORA_ENVIRONMENT: 'simulation', FATOORA_URL: 'http://127.0.0.1:4711/' }).eInvoicing.url,
    ).toBe('http://127.0.0.1:4711');
  });
});

describe('loadConfig: operators', () => {
  const production = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
    E_INVOICING_KEY: Buffer.alloc(32, 7).toString('base64'),
  };

  // Decision 031: the operators' authenticator secrets are sealed with it; a known key would seal nothing.
  it('refuses to start in production without OPERATOR_SECRETS_KEY, naming it', () => {
    expect(() => loadConfig(production)).toThrow(/OPERATOR_SECRETS_KEY is required when NODE_ENV=production/);
  });

  it("uses the given key, and development's fixed one (flagged) without it", () => {
    const key = Buffer.alloc(32, 5);
    const configured = loadConfig({ ...production, OPERATOR_SECRETS_KEY: key.toString('base64') }).operators;
    expect(configured.isDevelopmentKey).toBe(false);
    expect(configured.secretsKey.equals(key)).toBe(true);
    const development = loadConfig({ NODE_ENV: 'development' }).operators;
    expect(development.isDevelopmentKey).toBe(true);
    expect(development.secretsKey).toHaveLength(32);
    expect(() => loadConfig({ OPERATOR_SECRETS_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /OPERATOR_SECRETS_KEY: must be Base64 of 32 bytes/,
    );
  });
});
