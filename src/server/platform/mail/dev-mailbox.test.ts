import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { registerErrorHandling } from '../errors/error-handler.js';
import { createDevMailbox, findLinks, type DevMailbox } from './dev-mailbox.js';
import { devMailboxRoutes } from './dev-mailbox.routes.js';

const verifyLink = 'http://localhost:3000/verify-email?token=abc123';

function mail(to: string, subject: string, text = `Hello.\n${verifyLink}\n`) {
  return { to, subject, text, html: `<p>${subject}</p>` };
}

describe('dev mailbox', () => {
  let database: TestDatabase;
  let mailbox: DevMailbox;
  const logged: { obj: object; msg: string }[] = [];
  const app = Fastify({ logger: false });

  beforeAll(async () => {
    database = await createTestDatabase();
    mailbox = createDevMailbox({
      db: database.db,
      log: { info: (obj, msg) => logged.push({ obj, msg }) },
      logsLinks: true,
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    await app.register(devMailboxRoutes, { mailbox });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database?.drop();
  });

  describe('createDevMailbox', () => {
    it('lists the stored messages newest first', async () => {
      await mailbox.send(mail('first@example.sa', 'First'));
      await mailbox.send(mail('second@example.sa', 'Second'));

      const [newest, older] = await mailbox.list();

      expect(newest).toMatchObject({ to: 'second@example.sa', subject: 'Second', html: '<p>Second</p>' });
      expect(newest?.createdAt).toBeInstanceOf(Date);
      expect(older).toMatchObject({ to: 'first@example.sa', subject: 'First' });
    });

    it('finds the newest message to an address whatever its case', async () => {
      await mailbox.send(mail('Mixed.Case@Example.sa', 'Older'));
      await mailbox.send(mail('mixed.case@example.sa', 'Newer'));

      expect((await mailbox.latestTo('MIXED.case@example.SA'))?.subject).toBe('Newer');
      expect(await mailbox.latestTo('nobody@example.sa')).toBeNull();
    });

    it('logs the recipient, the subject and the links of the text', async () => {
      await mailbox.send(mail('logged@example.sa', 'تأكيد بريدك الإلكتروني'));

      const line = logged.at(-1);
      expect(line?.msg).toContain('logged@example.sa');
      expect(line?.msg).toContain('تأكيد بريدك الإلكتروني');
      expect(line?.msg).toContain(verifyLink);
      expect(line?.obj).toMatchObject({ links: [verifyLink] });
    });
  });

  describe('findLinks', () => {
    it('finds every http(s) link and leaves closing punctuation out', () => {
      expect(findLinks('Open https://a.example/x?y=1. Or (http://b.example/z), not ftp://c.example')).toEqual(
        ['https://a.example/x?y=1', 'http://b.example/z'],
      );
    });
  });

  describe('GET /dev/mailbox', () => {
    it('shows each message with its subject and clickable links, Arabic reading right to left', async () => {
      await mailbox.send(mail('page@example.sa', 'رسالة الصفحة'));

      const response = await app.inject({ url: '/dev/mailbox' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<html lang="en" dir="ltr">');
      expect(response.body).toContain('<title>Dev mailbox — Tawrid</title>');
      expect(response.body).toContain('رسالة الصفحة');
      expect(response.body).toContain('data-testid="mail"');
      expect(response.body).toContain('dir="auto"');
      expect(response.body).toContain(`<a href="${verifyLink}">${verifyLink}</a>`);
    });

    it('escapes the subject and the text instead of injecting them', async () => {
      await mailbox.send(
        mail(
          'evil@example.sa',
          '<script>alert(1)</script>',
          'Hi <script>alert(2)</script> https://x.example/"onclick',
        ),
      );

      const response = await app.inject({ url: '/dev/mailbox' });

      expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(response.body).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
      expect(response.body).not.toContain('<script');
      expect(response.body).toContain('<a href="https://x.example/">https://x.example/</a>&quot;onclick');
    });
  });

  describe('GET /dev/mailbox/latest', () => {
    it('answers the newest message to an address', async () => {
      await mailbox.send(mail('latest@example.sa', 'Old'));
      await mailbox.send(mail('latest@example.sa', 'New'));

      const response = await app.inject({ url: '/dev/mailbox/latest?to=Latest@example.sa' });

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        id: expect.any(String),
        to: 'latest@example.sa',
        subject: 'New',
        text: `Hello.\n${verifyLink}\n`,
        html: '<p>New</p>',
        createdAt: expect.any(String),
      });
      expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    });

    it('answers 404 for an address that received nothing', async () => {
      const response = await app.inject({ url: '/dev/mailbox/latest?to=nobody@example.sa' });

      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    });

    it('answers 400 when the address is not an email', async () => {
      const response = await app.inject({ url: '/dev/mailbox/latest?to=not-an-email' });

      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    });
  });
});
