import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../contract/errors/error-messages.js';
import { supplierAccount, verifiedAccount } from '../test/accounts.js';
import { createTestApp } from '../test/app.js';
import { callAs } from '../test/checkout.js';

/*
 * Issue 19, item 7: a date filter of year 1 (or 9999) was a 500 on every list filtered by day: a Riyadh
 * day of year 1 starts in year 0 UTC, which PostgreSQL has not. Every date filter shares one schema
 * (contract/dates/filter-day.ts) and answers the standard 400 with its own code, in both languages.
 */
const dateFilteredLists = [
  { path: '/api/notifications/me', role: 'BUYER' },
  { path: '/api/buyers/me/invoices', role: 'BUYER' },
  { path: '/api/suppliers/me/invoices', role: 'SUPPLIER' },
  { path: '/api/suppliers/me/plan/invoices', role: 'SUPPLIER' },
  { path: '/api/suppliers/me/analytics', role: 'SUPPLIER' },
] as const;

const farDays = ['0001-01-01', '9999-12-31', '1999-12-31', '2101-01-01'];

describe('date filters', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const cookies = { BUYER: '', SUPPLIER: '' };

  beforeAll(async () => {
    testApp = await createTestApp();
    cookies.BUYER = (await verifiedAccount(testApp.app)).cookie;
    cookies.SUPPLIER = (await supplierAccount(testApp.app)).cookie;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const cases = dateFilteredLists.flatMap(({ path, role }) =>
    farDays.flatMap((day) => [
      { path, role, query: `from=${day}` },
      { path, role, query: `to=${day}` },
    ]),
  );

  it.each(cases)('answers 400 DATE_OUT_OF_RANGE to $path?$query', async ({ path, role, query }) => {
    const english = await callAs(testApp.app, 'GET', `${path}?${query}&lang=en`, cookies[role]);
    const arabic = await callAs(testApp.app, 'GET', `${path}?${query}&lang=ar`, cookies[role]);

    expect(english.statusCode).toBe(400);
    expect(english.json().error).toMatchObject({
      code: 'DATE_OUT_OF_RANGE',
      message: errorMessages.en.DATE_OUT_OF_RANGE,
    });
    expect(arabic.json().error).toMatchObject({
      code: 'DATE_OUT_OF_RANGE',
      message: errorMessages.ar.DATE_OUT_OF_RANGE,
    });
  });

  it.each(dateFilteredLists)(
    'still answers $path filtered by the first and the last day',
    async ({ path, role }) => {
      const response = await callAs(
        testApp.app,
        'GET',
        `${path}?from=2000-01-01&to=2000-12-31`,
        cookies[role],
      );

      expect(response.statusCode).toBe(200);
      const edge = await callAs(testApp.app, 'GET', `${path}?from=2100-01-01&to=2100-12-31`, cookies[role]);
      expect(edge.statusCode).toBe(200);
    },
  );
});
