import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestApp } from '../../test/app.js';
import { firstCategoryId, fromOurSite, newBusiness, nextAddress } from '../../test/accounts.js';
import { jobSchema } from '../jobs/jobs.js';

/**
 * Issue 21, decision 020: a mail whose sending fails is retried, never lost. A real SMTP server in the
 * test refuses every recipient while it is "down" (451, as a server that is overloaded or restarting).
 */
describe('mail through the queue', () => {
  const received: { to: string[]; raw: string }[] = [];
  let isDown = true;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (isDown)
        callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 451 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  const mailJobs = async () =>
    (
      await testApp.database.pool.query<{ state: string; waits_s: number }>(
        `SELECT state, extract(epoch FROM start_after - now())::int AS waits_s
         FROM ${jobSchema}.job WHERE name = 'send-mail'`,
      )
    ).rows;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    testApp = await createTestApp({
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Tawrid <no-reply@tawrid.sa>' },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await new Promise<void>((resolve) => server.close(resolve));
  });

  it('keeps a verification mail the SMTP server refused, and delivers it exactly once when it is back', async () => {
    const { app } = testApp;
    const body = newBusiness({ businessCategoryIds: [await firstCategoryId(app)] });

    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: body,
      headers: fromOurSite,
      remoteAddress: nextAddress(),
    });

    // The signup succeeds as before; the mail waits for its retry, 30 to 60 s later.
    expect(signup.statusCode).toBe(201);
    expect(received).toEqual([]);
    const [waiting] = await mailJobs();
    expect(waiting?.state).toBe('retry');
    expect(waiting?.waits_s).toBeGreaterThanOrEqual(29);

    // Down on the first retry too: still kept.
    await app.services.jobs.runNow('send-mail');
    expect(received).toEqual([]);
    expect((await mailJobs()).map((job) => job.state)).toEqual(['retry']);

    isDown = false;
    await app.services.jobs.runNow('send-mail');

    expect(received.map((mail) => mail.to)).toEqual([[body.email]]);
    // Quoted-printable: `=` is written `=3D` and long lines are folded with a trailing `=`.
    expect(received[0]!.raw.replace(/=\r?\n/g, '')).toMatch(/\/verify-email\?token=3D[\w-]{40,}/);
    // Sent, the job (its live link) is gone; asking again sends nothing more.
    expect(await mailJobs()).toEqual([]);
    await app.services.jobs.runNow('send-mail');
    expect(received).toHaveLength(1);
  });

  it('hands a mail to a server that is up before the answer, with nothing left queued', async () => {
    isDown = false;
    const { app } = testApp;
    const body = newBusiness({ businessCategoryIds: [await firstCategoryId(app)] });

    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: body,
      headers: fromOurSite,
      remoteAddress: nextAddress(),
    });

    expect(signup.statusCode).toBe(201);
    expect(received.filter((mail) => mail.to.includes(body.email))).toHaveLength(1);
    expect(await mailJobs()).toEqual([]);
  });
});
