import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from './test/migrations.js';

type Query = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * Businesses as migration 0032 left them (issue 26): each with its founding owner, whose member id is the
 * business's id. Answers their ids in the order of `names`.
 */
async function businessesWithOwners(query: Query, names: readonly string[]): Promise<string[]> {
  return Promise.all(
    names.map(async (name, index) => {
      const email = `${name}@example.sa`;
      const [row] = await query(
        `INSERT INTO users (registration_number, business_name, national_id, name, email, city)
         VALUES ($1, $2, $1, $2, $3, 'Riyadh') RETURNING id`,
        [`710000000${index}`, name, email],
      );
      await query(
        `INSERT INTO members (id, business_id, email, password_hash, name, roles)
         VALUES ($1, $1, $2, 'x', $3, '{OWNER}')`,
        [row!.id, email, name],
      );
      return row!.id as string;
    }),
  );
}

// Migrations that move data: each is applied to rows written under the schema before it.

describe('0020 invoice links: tenders and group purchases keep the invoices they had issued', () => {
  let database: Awaited<ReturnType<typeof databaseBefore>>;
  const query = async (text: string, values: unknown[] = []) =>
    (await database.pool.query(text, values)).rows as Record<string, unknown>[];

  beforeAll(async () => {
    database = await databaseBefore('0020_invoice-links');
  });
  afterAll(() => database?.drop());

  it('moves each offer invoice to its offer and each member invoice to its member, losing nothing', async () => {
    const [supplier, buyer, otherBuyer] = (await Promise.all(
      ['supplier', 'buyer', 'other'].map(async (name, index) => {
        const [row] = await query(
          `INSERT INTO users (registration_number, business_name, national_id, name, password_hash, email, city)
           VALUES ($1, $2, $1, $2, 'x', $3, 'Riyadh') RETURNING id`,
          [`700000000${index}`, name, `${name}@example.sa`],
        );
        return row!.id as string;
      }),
    )) as [string, string, string];
    const [tender] = await query(
      `INSERT INTO tenders (creator_id, name, main_activity, organization_name, published_at,
         submission_deadline, response_deadline, response_deadline_option)
       VALUES ($1, 'Cleaning', 'Services', 'Org', now(), now(), now() + interval '7 days', '1w') RETURNING id`,
      [buyer],
    );
    const [offer, declinedOffer] = (await Promise.all(
      [supplier, otherBuyer].map(async (offering) => {
        const [row] = await query(
          `INSERT INTO tender_offers (tender_id, supplier_id, amount, completion_date, technical_details,
             execution_plan, submitted_at, updated_at)
           VALUES ($1, $2, 10000, '2026-12-31', 'd', 'p', now(), now()) RETURNING id`,
          [tender!.id, offering],
        );
        return row!.id as string;
      }),
    )) as [string, string];
    const [category] = await query(
      `INSERT INTO categories (used_for, position, name_ar, name_en, slug)
       VALUES ('PRODUCT', 1, 'تغليف', 'Packaging', 'packaging') RETURNING id`,
    );
    const [product] = await query(
      `INSERT INTO products (supplier_id, category_id, name, price, case_quantity, stock, min_order_quantity)
       VALUES ($1, $2, 'Cartons', 500, 1, 100, 1) RETURNING id`,
      [supplier, category!.id],
    );
    const [group] = await query(
      `INSERT INTO group_purchases (product_id, supplier_id, city, city_key, unit_price, standard_price,
         buyers_required, min_quantity, started_at, deadline, status)
       VALUES ($1, $2, 'Riyadh', 'riyadh', 400, 500, 2, 2, now(), now(), 'COMPLETED') RETURNING id`,
      [product!.id, supplier],
    );
    for (const member of [buyer, otherBuyer]) {
      await query(
        `INSERT INTO group_purchase_members (group_purchase_id, buyer_id, quantity, joined_at)
         VALUES ($1, $2, 1, now())`,
        [group!.id, member],
      );
    }
    let counter = 0;
    const invoice = async (kind: string, buyerId: string, link: Record<string, string>) => {
      counter += 1;
      const [row] = await query(
        `INSERT INTO invoices (supplier_id, buyer_id, counter, previous_hash, hash, kind, status, seller, buyer,
           lines, subtotal, vat, total, issued_at, offer_id, group_purchase_id)
         VALUES ($1, $2, $3, 'p', 'h', $4, 'ACCEPTED', '{}', '{}', '[]', 100, 15, 115, now(), $5, $6)
         RETURNING id`,
        [supplier, buyerId, counter, kind, link.offerId ?? null, link.groupPurchaseId ?? null],
      );
      return row!.id as string;
    };
    const offerInvoice = await invoice('TENDER', buyer, { offerId: offer });
    const buyerGroupInvoice = await invoice('GROUP_PURCHASE', buyer, {
      groupPurchaseId: group!.id as string,
    });
    const otherGroupInvoice = await invoice('GROUP_PURCHASE', otherBuyer, {
      groupPurchaseId: group!.id as string,
    });
    const invoicesBefore = await query('SELECT id, kind, total FROM invoices ORDER BY counter');

    await database.migrateRest();

    expect(await query('SELECT id, invoice_id FROM tender_offers ORDER BY invoice_id NULLS LAST')).toEqual([
      { id: offer, invoice_id: offerInvoice },
      { id: declinedOffer, invoice_id: null },
    ]);
    expect(
      await query('SELECT buyer_id, invoice_id FROM group_purchase_members WHERE group_purchase_id = $1', [
        group!.id,
      ]),
    ).toEqual(
      expect.arrayContaining([
        { buyer_id: buyer, invoice_id: buyerGroupInvoice },
        { buyer_id: otherBuyer, invoice_id: otherGroupInvoice },
      ]),
    );
    expect(await query('SELECT id, kind, total FROM invoices ORDER BY counter')).toEqual(invoicesBefore);
    // The links are foreign keys now, on the side that issued the invoices.
    await expect(
      query(`UPDATE tender_offers SET invoice_id = gen_random_uuid() WHERE id = $1`, [declinedOffer]),
    ).rejects.toThrow(/foreign key/);
  });
});

describe('0021 bilingual listings: each text goes to the language of its script, nothing lost', () => {
  let database: Awaited<ReturnType<typeof databaseBefore>>;
  const query = async (text: string, values: unknown[] = []) =>
    (await database.pool.query(text, values)).rows as Record<string, unknown>[];

  beforeAll(async () => {
    database = await databaseBefore('0021_bilingual-listings');
  });
  afterAll(() => database?.drop());

  it('moves names, descriptions, order item names and store texts to name_ar/name_en and their kin', async () => {
    const [supplier, buyer] = (await Promise.all(
      ['supplier', 'buyer'].map(async (name, index) => {
        const [row] = await query(
          `INSERT INTO users (registration_number, business_name, national_id, name, password_hash, email, city)
           VALUES ($1, $2, $1, $2, 'x', $3, 'Riyadh') RETURNING id`,
          [`710000000${index}`, name, `${name}@example.sa`],
        );
        return row!.id as string;
      }),
    )) as [string, string];
    await query(
      `INSERT INTO suppliers (user_id, store_bio, is_store_closed, closing_message)
       VALUES ($1, 'نورّد الكراتين منذ 2009. Cartons since 2009.', true, 'Closed for stocktaking')`,
      [supplier],
    );
    const category = async (usedFor: string, slug: string) => {
      const [row] = await query(
        `INSERT INTO categories (used_for, position, name_ar, name_en, slug)
         VALUES ($1, 1, 'فئة', 'Category', $2) RETURNING id`,
        [usedFor, slug],
      );
      return row!.id as string;
    };
    const [productCategory, serviceCategory] = [
      await category('PRODUCT', 'packaging'),
      await category('SERVICE', 'design'),
    ];
    const product = async (name: string, description: string) => {
      const [row] = await query(
        `INSERT INTO products (supplier_id, category_id, name, description, price, case_quantity, stock,
           min_order_quantity, search_name, search_text)
         VALUES ($1, $2, $3, $4, 500, 1, 100, 1, 'words', 'words') RETURNING id`,
        [supplier, productCategory, name, description],
      );
      return row!.id as string;
    };
    const arabicProduct = await product('كرتون شحن 40×30 سم', 'Double wall, 5 kg load');
    const englishProduct = await product('Dry Cat Food Chicken & Rice 10 kg', '');
    const [service] = await query(
      `INSERT INTO services (supplier_id, category_id, name, description, price, availability)
       VALUES ($1, $2, 'Logo design', 'تصميم شعار مع ثلاث مسودات', 90000, 'WEEKDAYS') RETURNING id`,
      [supplier, serviceCategory],
    );
    const [payment] = await query(
      `INSERT INTO payments (buyer_id, idempotency_key, amount, provider, cart)
       VALUES ($1, gen_random_uuid(), 1150, 'sandbox', '{"groups": []}') RETURNING id`,
      [buyer],
    );
    const [order] = await query(
      `INSERT INTO orders (payment_id, buyer_id, supplier_id, products_total, delivery_fee, vat, total_price)
       VALUES ($1, $2, $3, 1000, 0, 150, 1150) RETURNING id`,
      [payment!.id, buyer, supplier],
    );
    for (const [productId, name] of [
      [arabicProduct, 'كرتون شحن 40×30 سم'],
      [englishProduct, 'Dry Cat Food Chicken & Rice 10 kg'],
    ]) {
      await query(
        `INSERT INTO order_items (order_id, product_id, name, unit_price, quantity, total, vat)
         VALUES ($1, $2, $3, 500, 1, 500, 75)`,
        [order!.id, productId, name],
      );
    }

    await database.migrateRest();

    const listing = `SELECT name_ar, name_en, description_ar, description_en FROM`;
    expect(await query(`${listing} products WHERE id = $1`, [arabicProduct])).toEqual([
      {
        name_ar: 'كرتون شحن 40×30 سم',
        name_en: null,
        description_ar: null,
        description_en: 'Double wall, 5 kg load',
      },
    ]);
    expect(await query(`${listing} products WHERE id = $1`, [englishProduct])).toEqual([
      {
        name_ar: null,
        name_en: 'Dry Cat Food Chicken & Rice 10 kg',
        description_ar: null,
        description_en: null,
      },
    ]);
    expect(await query(`${listing} services WHERE id = $1`, [service!.id])).toEqual([
      {
        name_ar: null,
        name_en: 'Logo design',
        description_ar: 'تصميم شعار مع ثلاث مسودات',
        description_en: null,
      },
    ]);
    expect(
      await query(`SELECT product_id, name_ar, name_en FROM order_items ORDER BY name_ar NULLS LAST`),
    ).toEqual([
      { product_id: arabicProduct, name_ar: 'كرتون شحن 40×30 سم', name_en: null },
      { product_id: englishProduct, name_ar: null, name_en: 'Dry Cat Food Chicken & Rice 10 kg' },
    ]);
    expect(
      await query(
        `SELECT store_bio_ar, store_bio_en, closing_message_ar, closing_message_en FROM suppliers WHERE user_id = $1`,
        [supplier],
      ),
    ).toEqual([
      {
        store_bio_ar: 'نورّد الكراتين منذ 2009. Cartons since 2009.',
        store_bio_en: '',
        closing_message_ar: '',
        closing_message_en: 'Closed for stocktaking',
      },
    ]);
    // The rebuilt search vector reads both languages: the English name's stem and the Arabic name's words.
    expect(
      await query(
        `SELECT id FROM products WHERE search_vector @@ plainto_tsquery('english', 'foods') ORDER BY id`,
      ),
    ).toEqual([{ id: englishProduct }]);
    expect(
      await query(`SELECT id FROM products WHERE search_vector @@ to_tsquery('simple', 'كرتون')`),
    ).toEqual([{ id: arabicProduct }]);
    // A listing is named in at least one language.
    await expect(query(`UPDATE products SET name_en = NULL WHERE id = $1`, [englishProduct])).rejects.toThrow(
      /products_named/,
    );
  });
});

describe('0034 tender drafts: every tender so far was written and published by its business’s founding owner', () => {
  let database: Awaited<ReturnType<typeof databaseBefore>>;
  const query = async (text: string, values: unknown[] = []) =>
    (await database.pool.query(text, values)).rows as Record<string, unknown>[];

  beforeAll(async () => {
    database = await databaseBefore('0034_tender-drafts');
  });
  afterAll(() => database?.drop());

  it('records the founding owners as writer, publisher and submitter, and keeps each tender published', async () => {
    const [buyer, supplier] = await businessesWithOwners(query, ['buyer', 'supplier']);
    const [tender] = await query(
      `INSERT INTO tenders (creator_id, name, main_activity, organization_name, published_at,
         submission_deadline, response_deadline, response_deadline_option)
       VALUES ($1, 'Cleaning', 'Services', 'Org', '2026-03-01T09:00:00Z', now(), now() + interval '7 days', '1w')
       RETURNING id`,
      [buyer],
    );
    await query(
      `INSERT INTO tender_offers (tender_id, supplier_id, amount, completion_date, technical_details,
         execution_plan, submitted_at, updated_at)
       VALUES ($1, $2, 1000, '2026-06-01', 't', 'p', now(), now())`,
      [tender!.id, supplier],
    );

    await database.migrateRest();

    const [migrated] = await query(
      `SELECT status, created_by, published_by, created_at = published_at AS same_time FROM tenders`,
    );
    expect(migrated).toEqual({ status: 'OPEN', created_by: buyer, published_by: buyer, same_time: true });
    expect(await query('SELECT submitted_by FROM tender_offers')).toEqual([{ submitted_by: supplier }]);
    // A published tender has a publication time; only a draft may lack one.
    await expect(query(`UPDATE tenders SET published_at = NULL`)).rejects.toThrow(
      /tenders_published_unless_draft/,
    );
  });
});

describe('0035 approvals: each cart line becomes its founding owner’s', () => {
  let database: Awaited<ReturnType<typeof databaseBefore>>;
  const query = async (text: string, values: unknown[] = []) =>
    (await database.pool.query(text, values)).rows as Record<string, unknown>[];

  beforeAll(async () => {
    database = await databaseBefore('0035_approvals');
  });
  afterAll(() => database?.drop());

  it('keeps every line, now keyed by the founding owner, whose member id is the business id', async () => {
    const [supplier, buyer] = await businessesWithOwners(query, ['supplier', 'buyer']);
    const [category] = await query(
      `INSERT INTO categories (used_for, position, name_ar, name_en, slug)
       VALUES ('PRODUCT', 1, 'تغليف', 'Packaging', 'packaging-0033') RETURNING id`,
    );
    const [product] = await query(
      `INSERT INTO products (supplier_id, category_id, name_en, price, case_quantity, stock, min_order_quantity)
       VALUES ($1, $2, 'Cartons', 500, 1, 100, 1) RETURNING id`,
      [supplier, category!.id],
    );
    await query('INSERT INTO cart_items (buyer_id, product_id, quantity) VALUES ($1, $2, 7)', [
      buyer,
      product!.id,
    ]);

    await database.migrateRest();

    expect(await query('SELECT buyer_id, member_id, product_id, quantity FROM cart_items')).toEqual([
      { buyer_id: buyer, member_id: buyer, product_id: product!.id, quantity: 7 },
    ]);
  });
});

// Issue 26 (decision 035): notification switches and notifications move from the business to its people.
describe('0036 member attribution and notifications: each business keeps its switches and notifications', () => {
  let database: Awaited<ReturnType<typeof databaseBefore>>;
  const query = async (text: string, values: unknown[] = []) =>
    (await database.pool.query(text, values)).rows as Record<string, unknown>[];

  beforeAll(async () => {
    database = await databaseBefore('0036_member-attribution-and-notifications');
  });
  afterAll(() => database?.drop());

  it("gives the business's switches and notifications to its founding owner, one notification per event and member", async () => {
    const [quiet, loud] = await businessesWithOwners(query, ['quiet', 'loud']);
    await query(
      `INSERT INTO notification_settings (user_id, new_orders, allow_notifications) VALUES ($1, false, true), ($2, true, false)`,
      [quiet, loud],
    );
    await query(
      `INSERT INTO notifications (recipient_id, type, title_en, title_ar, content_en, content_ar, event_id, is_read)
       VALUES ($1, 'NEW_ORDER', 'New order', 'طلب جديد', 'c', 'c', 7, true), ($2, 'NEW_MESSAGE', 'm', 'm', 'c', 'c', 7, false)`,
      [quiet, loud],
    );

    await database.migrateRest();

    expect(
      await query(
        'SELECT member_id, new_orders, allow_notifications FROM notification_settings ORDER BY new_orders',
      ),
    ).toEqual([
      { member_id: quiet, new_orders: false, allow_notifications: true },
      { member_id: loud, new_orders: true, allow_notifications: false },
    ]);
    expect(
      await query('SELECT recipient_id, member_id, is_read FROM notifications ORDER BY is_read DESC'),
    ).toEqual([
      { recipient_id: quiet, member_id: quiet, is_read: true },
      { recipient_id: loud, member_id: loud, is_read: false },
    ]);
    // A member added later has no row: the service reads the defaults (all on) until they change one.
    const [member] = await query(
      `INSERT INTO members (business_id, email, password_hash, name, roles)
       VALUES ($1, 'handler@example.sa', 'x', 'h', ARRAY['ORDER_HANDLER']::member_role[]) RETURNING id`,
      [quiet],
    );
    // One notification per event and member: the same event reaches each member once.
    await query(
      `INSERT INTO notifications (recipient_id, member_id, type, title_en, title_ar, content_en, content_ar, event_id)
       VALUES ($1, $2, 'NEW_ORDER', 't', 't', 'c', 'c', 7)`,
      [quiet, member!.id],
    );
    await expect(
      query(
        `INSERT INTO notifications (recipient_id, member_id, type, title_en, title_ar, content_en, content_ar, event_id)
         VALUES ($1, $2, 'NEW_ORDER', 't', 't', 'c', 'c', 7)`,
        [quiet, member!.id],
      ),
    ).rejects.toThrow(/notifications_event_member_unique/);
  });
});
