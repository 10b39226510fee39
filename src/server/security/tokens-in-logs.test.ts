import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { redactUrl } from '../platform/http/request-log.js';
import { fromOurSite, nextAddress, signUp } from '../test/accounts.js';
import { testConfig } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';

/*
 * Issue 19, item 6: in production without SMTP_URL the dev mailbox logged every verification and
 * password-reset link at info level, and every page request is logged with its URL: whoever reads the
 * logs could verify or take over any account. Production now refuses to start without SMTP_URL
 * (config.test.ts); outside development no log line carries a mailed token.
 */

/** The app as `environment` runs it, every log line (down to trace) kept as text. */
async function appLoggingTo(environment: 'development' | 'test' | 'production') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tawrid-logs-'));
  const app = await buildApp({
    config: testConfig(dataDir, { environment, isProduction: environment === 'production' }),
    database,
    logger: { level: 'trace', stream },
  });
  await app.ready();
  return {
    app,
    log: () => lines.join(''),
    async close() {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The token of the newest mail to `email`, read from the mailbox's table (production does not serve it). */
async function tokenMailedTo(app: App, email: string): Promise<string> {
  const mail = await app.services.providers.devMailbox!.latestTo(email);
  const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no token in the mail to ${email}`);
  return token;
}

/** Signs up, opens the mailed verification link, asks for a password reset and uses its link. */
async function signUpAndResetPassword(app: App) {
  const account = await signUp(app);
  const verificationToken = await tokenMailedTo(app, account.body.email);
  await app.inject({ url: `/verify-email?token=${verificationToken}` });
  await app.inject({
    method: 'POST',
    url: '/api/auth/email-verification',
    headers: fromOurSite,
    payload: { token: verificationToken },
    remoteAddress: nextAddress(),
  });
  await app.inject({
    method: 'POST',
    url: '/api/auth/password-reset-requests',
    headers: fromOurSite,
    payload: { email: account.body.email },
    remoteAddress: nextAddress(),
  });
  const resetToken = await tokenMailedTo(app, account.body.email);
  await app.inject({ url: `/password-reset?token=${resetToken}&lang=ar` });
  const reset = await app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    headers: fromOurSite,
    payload: { token: resetToken, password: 'Newer1@pass', confirmPassword: 'Newer1@pass' },
    remoteAddress: nextAddress(),
  });
  expect(reset.statusCode).toBe(200);
  return { email: account.body.email, tokens: [verificationToken, resetToken] };
}

describe('mailed tokens in the log', () => {
  it.each(['production', 'test'] as const)(
    'never writes a verification or reset token to the log in %s',
    async (environment) => {
      const running = await appLoggingTo(environment);
      try {
        const { tokens } = await signUpAndResetPassword(running.app);

        const log = running.log();
        // The requests and the mails were logged, without their tokens.
        expect(log).toContain('"url":"/password-reset?token=[redacted]&lang=ar"');
        expect(log).toContain('dev mailbox:');
        for (const token of tokens) expect(log).not.toContain(token);
      } finally {
        await running.close();
      }
    },
  );

  it('shows the mailed links in development only: in the mailbox and on the console', async () => {
    const development = await appLoggingTo('development');
    const production = await appLoggingTo('production');
    try {
      const { email, tokens } = await signUpAndResetPassword(development.app);
      const mailbox = await development.app.inject({ url: `/dev/mailbox/latest?to=${email}` });
      expect(mailbox.json().text).toContain(`/password-reset?token=${tokens[1]}`);
      expect(development.log()).toContain(`/verify-email?token=${tokens[0]}`);

      await signUpAndResetPassword(production.app);
      const noMailbox = await production.app.inject({ url: `/dev/mailbox/latest?to=${email}` });
      expect(noMailbox.statusCode).toBe(404);
    } finally {
      await development.close();
      await production.close();
    }
  });
});

describe('redactUrl', () => {
  it('replaces the value of every token parameter and keeps the rest', () => {
    expect(redactUrl('/verify-email?token=abc-123_x')).toBe('/verify-email?token=[redacted]');
    expect(redactUrl('/password-reset?lang=ar&token=abc&next=%2F')).toBe(
      '/password-reset?lang=ar&token=[redacted]&next=%2F',
    );
    expect(redactUrl('/x?resetToken=abc#top')).toBe('/x?resetToken=[redacted]#top');
    expect(redactUrl('/api/search/products?q=token')).toBe('/api/search/products?q=token');
  });
});
