import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryWithSubcategories } from '../../../contract/categories/categories.schemas.js';
import type { ChatMessage, ChatReadReceipt, ChatThread } from '../../../contract/chats/chats.schemas.js';
import { createTestApp } from '../../test/app.js';
import {
  fromOurSite,
  nextAddress,
  sessionCookieOf,
  signUp,
  supplierAccount,
  verifiedAccount,
} from '../../test/accounts.js';
import { multipartFile, pngImage } from '../../test/uploads.js';

type Method = 'GET' | 'POST' | 'PATCH';
type Account = Awaited<ReturnType<typeof verifiedAccount>>;

/** Time as the app sees it: the real time unless a test fixes it. */
const clock = { fixed: undefined as Date | undefined, now: () => clock.fixed ?? new Date() };

describe('chats API', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let productSub: string;
  let image: Buffer;

  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...fromOurSite, ...(cookie ? { cookie } : {}) },
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });
  const sql = (text: string, values: unknown[] = []) => testApp.database.pool.query(text, values);

  /** A verified business with a supplier side, with chosen signup fields; answers the rotated cookie. */
  async function supplierWith(overrides: Record<string, unknown>): Promise<Account> {
    const account = await verifiedAccount(testApp.app, overrides);
    const switched = await call('PATCH', '/api/auth/switch-role', account.cookie);
    if (switched.statusCode !== 200) throw new Error(`switch failed: ${switched.body}`);
    return { ...account, cookie: sessionCookieOf(switched) };
  }

  async function open(cookie: string, counterpartId: string, mySide: 'BUYER' | 'SUPPLIER' = 'BUYER') {
    return call('POST', '/api/chats', cookie, { counterpartId, mySide });
  }

  /** A new buyer, a new supplier and their thread. */
  async function pair() {
    const buyer = await verifiedAccount(testApp.app);
    const supplier = await supplierAccount(testApp.app);
    const opened = await open(buyer.cookie, supplier.user.id);
    if (opened.statusCode !== 201) throw new Error(`open failed: ${opened.body}`);
    return { buyer, supplier, threadId: opened.json<ChatThread>().id };
  }

  async function send(cookie: string, threadId: string, text: string, reference?: object) {
    return call('POST', `/api/chats/${threadId}/messages`, cookie, {
      text,
      ...(reference ? { reference } : {}),
    });
  }

  async function sent(cookie: string, threadId: string, text: string): Promise<ChatMessage> {
    const response = await send(cookie, threadId, text);
    if (response.statusCode !== 201) throw new Error(`send failed: ${response.body}`);
    return response.json<ChatMessage>();
  }

  function sendImage(cookie: string, threadId: string, file: Buffer, filename = 'photo.png', text?: string) {
    const body = multipartFile(file, filename, 'image/png');
    const payload =
      text === undefined
        ? body.payload
        : Buffer.concat([
            Buffer.from(
              `------tawrid-test-boundary\r\nContent-Disposition: form-data; name="text"\r\n\r\n${text}\r\n`,
            ),
            body.payload,
          ]);
    return testApp.app.inject({
      method: 'POST',
      url: `/api/chats/${threadId}/images`,
      headers: { ...fromOurSite, cookie, ...body.headers },
      payload,
      remoteAddress: nextAddress(),
    });
  }

  const threadsOf = async (cookie: string, query = '') => {
    const response = await call('GET', `/api/chats${query}`, cookie);
    if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
    return response.json<ChatThread[]>();
  };
  const unreadTotal = async (cookie: string) =>
    (await call('GET', '/api/chats/unread-count', cookie)).json<{ count: number }>().count;

  /** A published product (with one image) of the supplier holding `cookie`. */
  async function publishedProduct(cookie: string, name: string) {
    const created = await call('POST', '/api/suppliers/me/products', cookie, {
      nameEn: name,
      categoryId: productSub,
      price: 45_000,
      caseQuantity: 6,
      minOrderQuantity: 12,
      maxOrderQuantity: null,
      stock: 300,
      isGroupPurchaseEnabled: false,
      groupMinQuantity: null,
      groupDeadlineDays: null,
      groupPrice: null,
    });
    if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
    const { id } = created.json<{ id: string }>();
    const body = multipartFile(image, 'photo.png', 'image/png');
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: `/api/suppliers/me/products/${id}/images`,
      headers: { ...fromOurSite, cookie, ...body.headers },
      payload: body.payload,
      remoteAddress: nextAddress(),
    });
    if (uploaded.statusCode !== 201) throw new Error(`upload failed: ${uploaded.body}`);
    const publish = await call('POST', `/api/suppliers/me/products/${id}/publish`, cookie);
    if (publish.statusCode !== 200) throw new Error(`publish failed: ${publish.body}`);
    return id;
  }

  beforeAll(async () => {
    testApp = await createTestApp({}, { clock });
    const tree = (await testApp.app.inject({ url: '/api/categories?lang=en' })).json<
      CategoryWithSubcategories[]
    >();
    productSub = tree.find((c) => c.usedFor === 'PRODUCT' && c.subcategories.length > 0)!.subcategories[0]!
      .id;
    image = await pngImage(2000, 1000);
  });
  afterAll(() => testApp.close());

  describe('POST /api/chats', () => {
    it('opens the thread (201), then answers the same one (200) from either side', async () => {
      const buyer = await verifiedAccount(testApp.app, { businessName: 'مؤسسة الشراء', name: 'Omar Saleh' });
      const supplier = await supplierWith({ businessName: 'مصنع التوريد', name: 'Huda Ali' });

      const first = await open(buyer.cookie, supplier.user.id);
      const again = await open(buyer.cookie, supplier.user.id);
      const fromSupplier = await open(supplier.cookie, buyer.user.id, 'SUPPLIER');

      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({
        id: expect.any(String),
        mySide: 'BUYER',
        counterpart: {
          userId: supplier.user.id,
          businessName: 'مصنع التوريد',
          name: 'Huda Ali',
          pfpUrl: null,
        },
        lastMessage: null,
        unreadCount: 0,
        counterpartLastReadAt: null,
        lastActivityAt: expect.any(String),
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(first.json().id);
      expect(fromSupplier.statusCode).toBe(200);
      expect(fromSupplier.json()).toMatchObject({
        id: first.json().id,
        mySide: 'SUPPLIER',
        counterpart: { userId: buyer.user.id, businessName: 'مؤسسة الشراء', name: 'Omar Saleh' },
      });
    });

    it('creates one thread when both businesses open it at the same time', async () => {
      const buyer = await verifiedAccount(testApp.app);
      const supplier = await supplierAccount(testApp.app);

      const answers = await Promise.all([
        ...Array.from({ length: 4 }, () => open(buyer.cookie, supplier.user.id)),
        ...Array.from({ length: 4 }, () => open(supplier.cookie, buyer.user.id, 'SUPPLIER')),
      ]);
      const { rows } = await sql(
        'SELECT id FROM chat_threads WHERE $1 IN (buyer_id, supplier_id) AND $2 IN (buyer_id, supplier_id)',
        [buyer.user.id, supplier.user.id],
      );

      expect(rows).toHaveLength(1);
      expect(answers.map((answer) => answer.json().id)).toEqual(Array(8).fill(rows[0].id));
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(7);
    });

    it('refuses a chat with oneself with 400 CHAT_WITH_SELF', async () => {
      const supplier = await supplierAccount(testApp.app);

      const response = await open(supplier.cookie, supplier.user.id);

      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('CHAT_WITH_SELF');
    });

    it('answers 404 NOT_FOUND for an unknown business and for one whose email is not verified', async () => {
      const buyer = await verifiedAccount(testApp.app);
      const unverified = await signUp(testApp.app);

      const unknown = await open(buyer.cookie, randomUUID());
      const notVerified = await open(buyer.cookie, unverified.user.id, 'BUYER');

      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('NOT_FOUND');
      expect(notVerified.statusCode).toBe(404);
    });

    it('refuses a buyer opening a chat with a business that does not sell', async () => {
      const buyer = await verifiedAccount(testApp.app);
      const otherBuyer = await verifiedAccount(testApp.app);

      const response = await open(buyer.cookie, otherBuyer.user.id, 'BUYER');
      const asSupplier = await open(buyer.cookie, otherBuyer.user.id, 'SUPPLIER');
      const { rows } = await sql('SELECT count(*)::int AS n FROM chat_threads WHERE buyer_id = $1', [
        buyer.user.id,
      ]);

      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('CHAT_COUNTERPART_NOT_SUPPLIER');
      expect(asSupplier.statusCode).toBe(403);
      expect(asSupplier.json().error.code).toBe('ROLE_NOT_ALLOWED');
      expect(rows[0].n).toBe(0);
    });

    it('lets a supplier open a chat with a buyer as the supplier side', async () => {
      const supplier = await supplierAccount(testApp.app);
      const buyer = await verifiedAccount(testApp.app);

      const response = await open(supplier.cookie, buyer.user.id, 'SUPPLIER');
      const { rows } = await sql('SELECT buyer_id, supplier_id FROM chat_threads WHERE id = $1', [
        response.json().id,
      ]);

      expect(response.statusCode).toBe(201);
      expect(rows[0]).toEqual({ buyer_id: buyer.user.id, supplier_id: supplier.user.id });
    });

    it('answers 401 without a session and 403 EMAIL_NOT_VERIFIED before verification', async () => {
      const supplier = await supplierAccount(testApp.app);
      const unverified = await signUp(testApp.app);

      const guest = await call('POST', '/api/chats', undefined, {
        counterpartId: supplier.user.id,
        mySide: 'BUYER',
      });
      const early = await open(unverified.cookie, supplier.user.id);

      expect(guest.statusCode).toBe(401);
      expect(early.statusCode).toBe(403);
      expect(early.json().error.code).toBe('EMAIL_NOT_VERIFIED');
    });
  });

  describe('POST /api/chats/{id}/messages', () => {
    it('answers 201 with the message and moves the thread to it', async () => {
      const { buyer, supplier, threadId } = await pair();

      const response = await send(buyer.cookie, threadId, '  Do you deliver to Jeddah?  ');
      const thread = (await call('GET', `/api/chats/${threadId}`, supplier.cookie)).json<ChatThread>();

      expect(response.statusCode).toBe(201);
      const message = response.json<ChatMessage>();
      expect(message).toEqual({
        id: expect.any(String),
        threadId,
        senderId: buyer.user.id,
        // Issue 26: written by the buyer's founding owner (the member id is the business's).
        sentBy: { memberId: buyer.user.id, name: expect.any(String) },
        text: 'Do you deliver to Jeddah?',
        image: null,
        reference: null,
        isRemoved: false,
        createdAt: expect.any(String),
      });
      expect(thread.lastMessage).toEqual(message);
      expect(thread.lastActivityAt).toBe(message.createdAt);
    });

    it('takes more parallel messages than the pool has connections, every one stored once', async () => {
      const { buyer, supplier, threadId } = await pair();
      // Each send is a transaction that also raises a notification; reading the recipient's settings
      // outside that transaction used to need an 11th connection and hung once the 10 were all in use.
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, index) =>
          send(index % 2 ? supplier.cookie : buyer.cookie, threadId, `message ${index}`),
        ),
      );

      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(24).fill(201));
      const { rows } = await testApp.database.pool.query(
        'SELECT count(*)::int AS count FROM chat_messages WHERE thread_id = $1',
        [threadId],
      );
      expect(rows[0].count).toBe(24);
    }, 20_000);

    it('refuses an empty text and one over 2,000 characters; accepts exactly 2,000', async () => {
      const { buyer, threadId } = await pair();

      const empty = await send(buyer.cookie, threadId, '   ');
      const tooLong = await send(buyer.cookie, threadId, 'x'.repeat(2001));
      const longest = await send(buyer.cookie, threadId, 'x'.repeat(2000));
      const { rows } = await sql('SELECT count(*)::int AS n FROM chat_messages WHERE thread_id = $1', [
        threadId,
      ]);

      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.code).toBe('FIELD_REQUIRED');
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().error.code).toBe('TEXT_TOO_LONG');
      expect(longest.statusCode).toBe(201);
      expect(rows[0].n).toBe(1);
    });

    it('keeps markup as plain text, byte for byte', async () => {
      const { buyer, supplier, threadId } = await pair();
      const text = '<script>alert("x")</script> & <b>bold</b> عرض';

      const response = await send(buyer.cookie, threadId, text);
      const listed = (await call('GET', `/api/chats/${threadId}/messages`, supplier.cookie)).json<
        ChatMessage[]
      >();
      const { rows } = await sql('SELECT text FROM chat_messages WHERE thread_id = $1', [threadId]);

      expect(response.json().text).toBe(text);
      expect(listed[0]!.text).toBe(text);
      expect(rows[0].text).toBe(text);
    });

    it('shows a referenced product buyers can see with its name and first image', async () => {
      const { buyer, supplier, threadId } = await pair();
      const product = await publishedProduct(supplier.cookie, 'Cordless Drill 18V');

      const response = await send(buyer.cookie, threadId, 'Is this in stock?', {
        type: 'PRODUCT',
        id: product,
      });

      expect(response.statusCode).toBe(201);
      expect(response.json().reference).toEqual({
        type: 'PRODUCT',
        id: product,
        nameAr: null,
        nameEn: 'Cordless Drill 18V',
        imageUrl: expect.stringMatching(/^\/api\/files\/listings\/.+\.webp$/),
      });
    });

    it('answers 404 for a reference buyers cannot see, and stores nothing', async () => {
      const { buyer, supplier, threadId } = await pair();
      const product = await publishedProduct(supplier.cookie, 'Hidden drill');
      await call('POST', `/api/suppliers/me/products/${product}/unpublish`, supplier.cookie);

      const hidden = await send(buyer.cookie, threadId, 'And this?', { type: 'PRODUCT', id: product });
      const wrongKind = await send(buyer.cookie, threadId, 'And this?', { type: 'SERVICE', id: product });
      const { rows } = await sql('SELECT count(*)::int AS n FROM chat_messages WHERE thread_id = $1', [
        threadId,
      ]);

      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().error.code).toBe('NOT_FOUND');
      expect(wrongKind.statusCode).toBe(404);
      expect(rows[0].n).toBe(0);
    });

    it('refuses an invoice reference from a client with 400 VALIDATION_FAILED: the server posts invoices', async () => {
      const { supplier, threadId } = await pair();

      const response = await send(supplier.cookie, threadId, 'My invoice', {
        type: 'INVOICE',
        id: randomUUID(),
      });
      const { rows } = await sql('SELECT count(*)::int AS n FROM chat_messages WHERE thread_id = $1', [
        threadId,
      ]);

      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { field: 'reference.type' },
      });
      expect(rows[0].n).toBe(0);
    });

    it('shows no reference once the product is hidden from buyers', async () => {
      const { buyer, supplier, threadId } = await pair();
      const product = await publishedProduct(supplier.cookie, 'Soon hidden drill');
      await send(buyer.cookie, threadId, 'Price?', { type: 'PRODUCT', id: product });

      await call('POST', `/api/suppliers/me/products/${product}/unpublish`, supplier.cookie);
      const listed = (await call('GET', `/api/chats/${threadId}/messages`, buyer.cookie)).json<
        ChatMessage[]
      >();

      expect(listed[0]).toMatchObject({ text: 'Price?', reference: null });
    });
  });

  describe('POST /api/chats/{id}/images', () => {
    it('re-encodes a PNG to WebP within 1600 px, with a thumbnail and the optional text', async () => {
      const { buyer, supplier, threadId } = await pair();

      const response = await sendImage(buyer.cookie, threadId, image, 'photo.png', 'الكمية المطلوبة');

      expect(response.statusCode).toBe(201);
      const message = response.json<ChatMessage>();
      expect(message).toMatchObject({ text: 'الكمية المطلوبة', image: { width: 1600, height: 800 } });
      const full = await call('GET', message.image!.url, supplier.cookie);
      const thumbnail = await call('GET', message.image!.thumbnailUrl, supplier.cookie);
      expect(full.headers['content-type']).toBe('image/webp');
      expect((await sharp(full.rawPayload).metadata()).format).toBe('webp');
      expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400 });
    });

    it('sends an image without text', async () => {
      const { buyer, threadId } = await pair();

      const response = await sendImage(buyer.cookie, threadId, await pngImage(300, 200));

      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ text: '', image: { width: 300, height: 200 } });
    });

    it('refuses a text file named .png with 415 FILE_TYPE_NOT_ALLOWED, and stores nothing', async () => {
      const { buyer, threadId } = await pair();

      const response = await sendImage(
        buyer.cookie,
        threadId,
        Buffer.from('not a picture at all'),
        'fake.png',
      );
      const { rows } = await sql('SELECT count(*)::int AS n FROM chat_messages WHERE thread_id = $1', [
        threadId,
      ]);

      expect(response.statusCode).toBe(415);
      expect(response.json().error.code).toBe('FILE_TYPE_NOT_ALLOWED');
      expect(rows[0].n).toBe(0);
    });

    it('refuses a file over 5 MB with 413 FILE_TOO_LARGE', async () => {
      const { buyer, threadId } = await pair();
      const large = Buffer.concat([image, Buffer.alloc(5 * 1024 * 1024)]);

      const response = await sendImage(buyer.cookie, threadId, large);

      expect(response.statusCode).toBe(413);
      expect(response.json().error.code).toBe('FILE_TOO_LARGE');
    });

    it('refuses a caption over 2,000 characters and a request without a file', async () => {
      const { buyer, threadId } = await pair();

      const longCaption = await sendImage(buyer.cookie, threadId, image, 'photo.png', 'x'.repeat(2001));
      const noFile = await call('POST', `/api/chats/${threadId}/images`, buyer.cookie, {});

      expect(longCaption.statusCode).toBe(400);
      expect(longCaption.json().error.code).toBe('TEXT_TOO_LONG');
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().error.code).toBe('FILE_REQUIRED');
    });
  });

  describe('GET /api/chats/{id}/messages', () => {
    it('pages newest first with a cursor, stable while new messages arrive', async () => {
      const { buyer, supplier, threadId } = await pair();
      const texts = Array.from({ length: 7 }, (_, index) => `message ${index + 1}`);
      for (const [index, text] of texts.entries()) {
        await sent(index % 2 === 0 ? buyer.cookie : supplier.cookie, threadId, text);
      }

      const page = async (cursor?: string) => {
        const response = await call(
          'GET',
          `/api/chats/${threadId}/messages?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
          buyer.cookie,
        );
        return {
          texts: response.json<ChatMessage[]>().map((m) => m.text),
          cursor: response.headers['x-next-cursor'] as string | undefined,
        };
      };
      const first = await page();
      await sent(supplier.cookie, threadId, 'arrived while paging');
      const second = await page(first.cursor);
      const third = await page(second.cursor);

      expect(first.texts).toEqual(['message 7', 'message 6', 'message 5']);
      expect(second.texts).toEqual(['message 4', 'message 3', 'message 2']);
      expect(third.texts).toEqual(['message 1']);
      expect(third.cursor).toBeUndefined();
    });

    it('refuses a cursor it did not make with 400', async () => {
      const { buyer, threadId } = await pair();

      const response = await call(
        'GET',
        `/api/chats/${threadId}/messages?cursor=bm90LWEtY3Vyc29y`,
        buyer.cookie,
      );

      expect(response.statusCode).toBe(400);
    });
  });

  describe('unread counts and read receipts', () => {
    it('counts messages from the other side until read, and shows the reader’s receipt', async () => {
      const { buyer, supplier, threadId } = await pair();
      await sent(buyer.cookie, threadId, 'Do you have it?');
      await sent(supplier.cookie, threadId, 'Hello');
      await sent(supplier.cookie, threadId, 'We have it in stock');

      const buyerBefore = (await call('GET', `/api/chats/${threadId}`, buyer.cookie)).json<ChatThread>();
      const supplierBefore = (
        await call('GET', `/api/chats/${threadId}`, supplier.cookie)
      ).json<ChatThread>();
      const totalBefore = await unreadTotal(buyer.cookie);
      const read = await call('PATCH', `/api/chats/${threadId}/read`, buyer.cookie);
      const receipt = read.json<ChatReadReceipt>();
      const supplierAfter = (await call('GET', `/api/chats/${threadId}`, supplier.cookie)).json<ChatThread>();

      expect(buyerBefore.unreadCount).toBe(2);
      expect(supplierBefore.unreadCount).toBe(0);
      expect(totalBefore).toBe(2);
      expect(read.statusCode).toBe(200);
      expect(receipt).toEqual({ threadId, readerId: buyer.user.id, readAt: expect.any(String) });
      expect(await unreadTotal(buyer.cookie)).toBe(0);
      expect(supplierAfter.counterpartLastReadAt).toBe(receipt.readAt);
    });

    it('counts a reply as reading everything before it', async () => {
      const { buyer, supplier, threadId } = await pair();
      await sent(supplier.cookie, threadId, 'Hello');
      await sent(supplier.cookie, threadId, 'Any questions?');

      await sent(buyer.cookie, threadId, 'Yes, one');
      const thread = (await call('GET', `/api/chats/${threadId}`, buyer.cookie)).json<ChatThread>();

      expect(thread.unreadCount).toBe(0);
      expect(await unreadTotal(buyer.cookie)).toBe(0);
    });

    it('adds up the unread messages of every thread', async () => {
      const buyer = await verifiedAccount(testApp.app);
      const suppliers = [await supplierAccount(testApp.app), await supplierAccount(testApp.app)];
      for (const [index, supplier] of suppliers.entries()) {
        const threadId = (await open(buyer.cookie, supplier.user.id)).json<ChatThread>().id;
        for (let n = 0; n <= index; n += 1) await sent(supplier.cookie, threadId, `offer ${n}`);
      }

      expect(await unreadTotal(buyer.cookie)).toBe(3);
      expect(await unreadTotal(suppliers[0]!.cookie)).toBe(0);
    });
  });

  describe('GET /api/chats', () => {
    it('lists my threads, latest activity first, with pages', async () => {
      const buyer = await verifiedAccount(testApp.app);
      const threads: string[] = [];
      for (let index = 0; index < 3; index += 1) {
        const supplier = await supplierAccount(testApp.app);
        const threadId = (await open(buyer.cookie, supplier.user.id)).json<ChatThread>().id;
        await sent(supplier.cookie, threadId, `hello ${index}`);
        threads.push(threadId);
      }
      await sent(buyer.cookie, threads[0]!, 'back to the first');

      const first = await call('GET', '/api/chats?limit=2', buyer.cookie);
      const second = await call(
        'GET',
        `/api/chats?limit=2&cursor=${first.headers['x-next-cursor']}`,
        buyer.cookie,
      );

      expect(first.json().map((t: ChatThread) => t.id)).toEqual([threads[0], threads[2]]);
      expect(first.json()[0].lastMessage.text).toBe('back to the first');
      expect(second.json().map((t: ChatThread) => t.id)).toEqual([threads[1]]);
      expect(second.headers['x-next-cursor']).toBeUndefined();
    });

    it('filters by read status and by my side', async () => {
      const me = await supplierAccount(testApp.app);
      const mySupplier = await supplierAccount(testApp.app);
      const myBuyer = await verifiedAccount(testApp.app);
      const asBuyer = (await open(me.cookie, mySupplier.user.id, 'BUYER')).json<ChatThread>().id;
      const asSupplier = (await open(myBuyer.cookie, me.user.id, 'BUYER')).json<ChatThread>().id;
      await sent(mySupplier.cookie, asBuyer, 'unread for me');
      await sent(myBuyer.cookie, asSupplier, 'read by me');
      await call('PATCH', `/api/chats/${asSupplier}/read`, me.cookie);

      const ids = async (query: string) => (await threadsOf(me.cookie, query)).map((thread) => thread.id);

      expect(await ids('?readStatus=UNREAD')).toEqual([asBuyer]);
      expect(await ids('?readStatus=READ')).toEqual([asSupplier]);
      expect(await ids('?side=BUYER')).toEqual([asBuyer]);
      expect(await ids('?side=SUPPLIER')).toEqual([asSupplier]);
      expect(await ids('?side=SUPPLIER&readStatus=UNREAD')).toEqual([]);
    });

    it('searches the counterpart’s business or person name, Arabic spelling variants alike', async () => {
      const buyer = await verifiedAccount(testApp.app);
      const named = [
        await supplierWith({ businessName: 'مؤسسة أحمد للتوريدات', name: 'Khalid Nasser' }),
        await supplierWith({ businessName: 'Gulf Tools Co', name: 'إبراهيم العتيبي' }),
        await supplierWith({ businessName: 'مصنع الرياض', name: 'Mona Saad' }),
      ];
      const threadOf = new Map<string, string>();
      for (const supplier of named) {
        threadOf.set(supplier.user.id, (await open(buyer.cookie, supplier.user.id)).json<ChatThread>().id);
      }
      const found = async (q: string) =>
        (await threadsOf(buyer.cookie, `?q=${encodeURIComponent(q)}`)).map(
          (thread) => thread.counterpart.userId,
        );

      expect(await found('احمد')).toEqual([named[0]!.user.id]);
      expect(await found('ابراهيم')).toEqual([named[1]!.user.id]);
      expect(await found('gulf TOOLS')).toEqual([named[1]!.user.id]);
      expect(await found('mona')).toEqual([named[2]!.user.id]);
      expect(await found('nobody')).toEqual([]);
    });

    it('filters by today, this week (from Sunday) and this month in Asia/Riyadh', async () => {
      const buyer = await verifiedAccount(testApp.app);
      // "Now" is Wednesday 18 June 2025, 10:00 in Riyadh (07:00 UTC).
      const moments = {
        today: '2025-06-18T05:00:00.000Z', // 08:00 Riyadh
        sunday: '2025-06-14T21:30:00.000Z', // Sunday 15 June, 00:30 Riyadh
        saturday: '2025-06-14T20:30:00.000Z', // Saturday 14 June, 23:30 Riyadh
        lastMonth: '2025-05-31T20:30:00.000Z', // 31 May, 23:30 Riyadh
      };
      const threadAt: Record<string, string> = {};
      try {
        for (const [label, moment] of Object.entries(moments)) {
          const supplier = await supplierAccount(testApp.app);
          clock.fixed = new Date(moment);
          const threadId = (await open(buyer.cookie, supplier.user.id)).json<ChatThread>().id;
          await sent(supplier.cookie, threadId, label);
          clock.fixed = undefined;
          threadAt[label] = threadId;
        }
        clock.fixed = new Date('2025-06-18T07:00:00.000Z');
        const ids = async (period: string) =>
          (await threadsOf(buyer.cookie, `?period=${period}`)).map((thread) => thread.lastMessage?.text);

        expect(await ids('TODAY')).toEqual(['today']);
        expect(await ids('WEEK')).toEqual(['today', 'sunday']);
        expect(await ids('MONTH')).toEqual(['today', 'sunday', 'saturday']);
      } finally {
        clock.fixed = undefined;
      }
    });
  });

  describe('GET /api/chats/contacts', () => {
    it('finds verified businesses by business or person name, never the caller', async () => {
      const me = await verifiedAccount(testApp.app, {
        businessName: 'شركة النخيل الذهبية',
        name: 'Faisal Omar',
      });
      const seller = await supplierWith({ businessName: 'مؤسسة النخيل للتمور', name: 'Reem Fahad' });
      const buyer = await verifiedAccount(testApp.app, { businessName: 'متجر النخيل', name: 'Yousef Ali' });
      await signUp(testApp.app, { businessName: 'النخيل غير الموثقة' });

      const response = await call('GET', `/api/chats/contacts?q=${encodeURIComponent('النخيل')}`, me.cookie);
      const byPerson = await call('GET', '/api/chats/contacts?q=reem', me.cookie);
      const tooShort = await call('GET', '/api/chats/contacts?q=a', me.cookie);

      expect(response.statusCode).toBe(200);
      const contacts = response.json<{ userId: string; isSupplier: boolean; city: string }[]>();
      expect(contacts.map((c) => c.userId).sort()).toEqual([seller.user.id, buyer.user.id].sort());
      expect(contacts.find((c) => c.userId === seller.user.id)).toEqual({
        userId: seller.user.id,
        businessName: 'مؤسسة النخيل للتمور',
        name: 'Reem Fahad',
        pfpUrl: null,
        city: 'الرياض',
        isSupplier: true,
      });
      expect(contacts.find((c) => c.userId === buyer.user.id)?.isSupplier).toBe(false);
      expect(byPerson.json().map((c: { userId: string }) => c.userId)).toContain(seller.user.id);
      expect(tooShort.statusCode).toBe(400);
    });
  });

  describe('live delivery and notifications', () => {
    it('publishes each message to both businesses and notifies the recipient once while unread', async () => {
      const { buyer, supplier, threadId } = await pair();

      const messages = [
        await sent(supplier.cookie, threadId, 'First offer'),
        await sent(supplier.cookie, threadId, 'Second offer'),
      ];
      const events = await sql(
        "SELECT user_id, payload FROM stream_events WHERE type = 'CHAT_MESSAGE' AND user_id IN ($1, $2) ORDER BY id",
        [buyer.user.id, supplier.user.id],
      );
      const notified = await sql('SELECT * FROM notifications WHERE recipient_id IN ($1, $2)', [
        buyer.user.id,
        supplier.user.id,
      ]);

      const delivered = (userId: string) =>
        events.rows
          .filter((row) => row.user_id === userId)
          .map((row) => JSON.parse((row.payload as { data: string }).data) as ChatMessage);
      expect(delivered(buyer.user.id)).toEqual(messages);
      expect(delivered(supplier.user.id)).toEqual(messages);
      expect(notified.rows).toHaveLength(1);
      expect(notified.rows[0]).toMatchObject({
        recipient_id: buyer.user.id,
        type: 'NEW_MESSAGE',
        sender_id: supplier.user.id,
        related_entity_type: 'CHAT',
        related_entity_id: threadId,
        is_read: false,
      });
    });

    it('notifies again once the previous notification is read', async () => {
      const { buyer, supplier, threadId } = await pair();
      await sent(supplier.cookie, threadId, 'First offer');
      await sql('UPDATE notifications SET is_read = true WHERE recipient_id = $1', [buyer.user.id]);

      await sent(supplier.cookie, threadId, 'Better offer');
      const { rows } = await sql(
        "SELECT is_read FROM notifications WHERE recipient_id = $1 AND type = 'NEW_MESSAGE' ORDER BY created_at",
        [buyer.user.id],
      );

      expect(rows.map((row) => row.is_read)).toEqual([true, false]);
    });

    it('publishes the read receipt to the other business only', async () => {
      const { buyer, supplier, threadId } = await pair();
      await sent(supplier.cookie, threadId, 'Hello');

      const receipt = (
        await call('PATCH', `/api/chats/${threadId}/read`, buyer.cookie)
      ).json<ChatReadReceipt>();
      const { rows } = await sql(
        "SELECT user_id, payload FROM stream_events WHERE type = 'CHAT_READ' AND user_id IN ($1, $2)",
        [buyer.user.id, supplier.user.id],
      );

      expect(rows).toHaveLength(1);
      expect(rows[0].user_id).toBe(supplier.user.id);
      expect(JSON.parse(rows[0].payload.data)).toEqual(receipt);
    });

    it('publishes and notifies nothing for a refused message', async () => {
      const { buyer, supplier, threadId } = await pair();

      await send(buyer.cookie, threadId, 'x'.repeat(2001));
      await sendImage(buyer.cookie, threadId, Buffer.from('not a picture'), 'fake.png');
      const events = await sql('SELECT count(*)::int AS n FROM stream_events WHERE user_id IN ($1, $2)', [
        buyer.user.id,
        supplier.user.id,
      ]);
      const notified = await sql('SELECT count(*)::int AS n FROM notifications WHERE recipient_id = $1', [
        supplier.user.id,
      ]);

      expect(events.rows[0].n).toBe(0);
      expect(notified.rows[0].n).toBe(0);
    });
  });

  describe('ownership', () => {
    it('answers 404 to a business outside the thread on every route, and changes nothing', async () => {
      const { buyer, supplier, threadId } = await pair();
      await sent(supplier.cookie, threadId, 'private offer');
      const stranger = await supplierAccount(testApp.app);
      const before = await sql('SELECT * FROM chat_threads WHERE id = $1', [threadId]);

      const answers = [
        await call('GET', `/api/chats/${threadId}`, stranger.cookie),
        await call('GET', `/api/chats/${threadId}/messages`, stranger.cookie),
        await send(stranger.cookie, threadId, 'let me in'),
        await sendImage(stranger.cookie, threadId, image),
        await call('PATCH', `/api/chats/${threadId}/read`, stranger.cookie),
      ];
      const after = await sql('SELECT * FROM chat_threads WHERE id = $1', [threadId]);
      const messages = await sql('SELECT count(*)::int AS n FROM chat_messages WHERE thread_id = $1', [
        threadId,
      ]);

      expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404]);
      expect(answers.every((answer) => answer.json().error.code === 'NOT_FOUND')).toBe(true);
      expect(after.rows).toEqual(before.rows);
      expect(messages.rows[0].n).toBe(1);
      expect(await threadsOf(stranger.cookie)).toEqual([]);
      expect((await threadsOf(buyer.cookie)).map((thread) => thread.id)).toEqual([threadId]);
    });

    it('answers 404 for a malformed thread id', async () => {
      const buyer = await verifiedAccount(testApp.app);

      const response = await call('GET', '/api/chats/not-a-uuid', buyer.cookie);

      expect(response.statusCode).toBe(404);
    });
  });
});
