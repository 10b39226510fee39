import { textIn } from '../../contract/text/two-languages.js';
import { CheckoutBodySchema } from '../../contract/payments/payments.schemas.js';
import {
  CreateInvoiceBodySchema,
  PayInvoiceBodySchema,
  type InvoiceInstallment,
} from '../../contract/invoices/invoices.schemas.js';
import type { SupplierOrderAction } from '../../contract/orders/order-transitions.js';
import { dayMs, riyadhDayOf } from '../platform/time/riyadh-time.js';
import type { Services } from '../services.js';
import { demoAccounts } from './demo-accounts.js';

type ActivityServices = Pick<
  Services,
  'users' | 'catalog' | 'cart' | 'payments' | 'orders' | 'chats' | 'invoices'
>;

/** The sandbox's card approved without 3-D Secure (sandbox-payments.ts, README). */
const sandboxCard = {
  holderName: 'Faisal Al-Qahtani',
  number: '4111 1111 1111 1111',
  expiry: '12/39',
  securityCode: '123',
};

type Target = 'PENDING' | 'PROCESSING' | 'SHIPPED' | 'COMPLETED' | 'CANCELLED';

/** The moves from a new order to each target, by the supplier then (COMPLETED) by the buyer. */
const movesTo: Record<Target, readonly SupplierOrderAction[]> = {
  PENDING: [],
  PROCESSING: ['PROCESS'],
  SHIPPED: ['PROCESS', 'SHIP'],
  COMPLETED: ['PROCESS', 'SHIP'],
  CANCELLED: ['CANCEL'],
};

/**
 * The demo buyer's checkouts from the demo supplier, one order each, by the products' rank in stock (0:
 * the most): fixed keys, so each is paid once. `units` counts minimum orders.
 */
export const demoActivityOrders: ReadonlyArray<{
  key: string;
  target: Target;
  lines: ReadonlyArray<{ rank: number; units: number }>;
}> = [
  { key: '5f0c2a91-3d47-4b8e-a1c6-0e7d9b2f4a01', target: 'COMPLETED', lines: [{ rank: 2, units: 2 }] },
  { key: '5f0c2a91-3d47-4b8e-a1c6-0e7d9b2f4a02', target: 'CANCELLED', lines: [{ rank: 1, units: 1 }] },
  {
    key: '5f0c2a91-3d47-4b8e-a1c6-0e7d9b2f4a03',
    target: 'SHIPPED',
    lines: [
      { rank: 0, units: 1 },
      { rank: 1, units: 1 },
    ],
  },
  {
    key: '5f0c2a91-3d47-4b8e-a1c6-0e7d9b2f4a04',
    target: 'PROCESSING',
    lines: [
      { rank: 1, units: 1 },
      { rank: 2, units: 1 },
    ],
  },
  { key: '5f0c2a91-3d47-4b8e-a1c6-0e7d9b2f4a05', target: 'PENDING', lines: [{ rank: 0, units: 2 }] },
];

/** The demo supplier's quotes to the demo buyer beyond demo-invoice.ts's PENDING one: to pay, part paid, paid. */
const demoActivityInvoices: ReadonlyArray<{
  key: string;
  payKey: string | null;
  installment: InvoiceInstallment | null;
  listing: 'PRODUCT' | 'SERVICE';
  quantity: number;
  /** Of the listing's price, in percent: a negotiated quote. */
  pricePercent: number;
  details: string;
  notes: string;
  deliveryInDays: number;
  paymentTerms: 'FULL' | 'PARTIAL';
  upfrontPercent?: number;
}> = [
  {
    // Accepted, waiting for the buyer to pay.
    key: '7a3e9d20-18c4-4f6b-b2d5-6c0a1e8f3b11',
    payKey: null,
    installment: null,
    listing: 'PRODUCT',
    quantity: 240,
    pricePercent: 92,
    details: 'توريد شهري لمستودع حي السلي، تسليم على دفعتين.',
    notes: 'سعر خاص للكمية حسب الاتفاق في المحادثة.',
    deliveryInDays: 10,
    paymentTerms: 'FULL',
  },
  {
    // Accepted, the upfront part paid, the rest due on delivery.
    key: '7a3e9d20-18c4-4f6b-b2d5-6c0a1e8f3b12',
    payKey: '7a3e9d20-18c4-4f6b-b2d5-6c0a1e8f3c12',
    installment: 'UPFRONT',
    listing: 'SERVICE',
    quantity: 2,
    pricePercent: 95,
    details: 'زيارتا فحص طارئ لشبكة الرشاشات في المستودع الرئيسي، مع تقرير لكل زيارة.',
    notes: 'الزيارة الأولى خلال أسبوع من الدفعة المقدمة.',
    deliveryInDays: 7,
    paymentTerms: 'PARTIAL',
    upfrontPercent: 30,
  },
  {
    // Accepted and paid in full.
    key: '7a3e9d20-18c4-4f6b-b2d5-6c0a1e8f3b13',
    payKey: '7a3e9d20-18c4-4f6b-b2d5-6c0a1e8f3c13',
    installment: 'FULL',
    listing: 'PRODUCT',
    quantity: 60,
    pricePercent: 90,
    details: 'طلبية عاجلة لفريق الصيانة، التسليم في موقع العميل.',
    notes: 'شامل التوصيل داخل الرياض.',
    deliveryInDays: 3,
    paymentTerms: 'FULL',
  },
];

/**
 * Decision 028: what the demo accounts find in every state. The demo buyer's orders from the demo
 * supplier, each paid by checkout with the sandbox's test card (stock reserved, notifications, tax
 * invoice) and moved on by the real transitions: new, being prepared, shipped and waiting for the buyer's
 * confirmation, received (left unreviewed for the visitor to review), cancelled and refunded. Then the
 * supplier's quotes: one accepted and due, one part paid, one paid. Each step is done only when missing
 * (fixed keys), so a restart creates nothing twice; a checkout empties the demo buyer's cart first (a
 * checkout pays the whole cart). Runs after the sales history (its products) and demo-invoice.ts (the
 * service, the chat); does nothing without them.
 */
export async function seedDemoActivity(
  services: ActivityServices,
  { now = new Date(), log }: { now?: Date; log?: (message: string) => void } = {},
): Promise<void> {
  const [buyer, supplier] = await Promise.all([
    services.users.findByEmail(demoAccounts.buyer.email),
    services.users.findByEmail(demoAccounts.supplier.email),
  ]);
  if (!buyer || !supplier) return;
  const listings = (await services.catalog.listForSupplier(supplier.id)).filter((row) => row.isPublished);
  const products = listings
    .filter((row) => row.kind === 'PRODUCT')
    .sort((a, b) => (b.stock ?? 0) - (a.stock ?? 0))
    .slice(0, 3);
  const service = listings.find((row) => row.kind === 'SERVICE');
  if (products.length < 3 || !service) return;
  const started = performance.now();
  let checkouts = 0;
  let invoicePayments = 0;
  const terms = new Map(
    (await services.catalog.findCartProducts(products.map((row) => row.id))).map((row) => [row.id, row]),
  );
  const minimumOf = (productId: string) => {
    const term = terms.get(productId)!;
    return Math.ceil(term.minOrderQuantity / term.caseQuantity) * term.caseQuantity;
  };

  // Issue 26: the founding owner's cart (its member id is the business's).
  const cart = { buyerId: buyer.id, memberId: buyer.id };
  for (const order of demoActivityOrders) {
    if (await services.payments.hasPaymentWithKey(buyer.id, order.key)) continue;
    await services.cart.clearCart(cart);
    for (const { rank, units } of order.lines) {
      const productId = products[rank]!.id;
      await services.cart.addItem(cart, { productId, quantity: minimumOf(productId) * units });
    }
    const { answer } = await services.payments.checkout(
      buyer.id,
      buyer.id,
      CheckoutBodySchema.parse({ idempotencyKey: order.key, card: sandboxCard }),
    );
    const [orderId] = await services.orders.findOrderIdsOfPayment(answer.paymentId);
    if (!orderId) throw new Error('Demo activity: the sandbox checkout placed no order');
    for (const action of movesTo[order.target]) {
      await services.orders.changeStatusAsSupplier(supplier.id, orderId, action);
    }
    if (order.target === 'COMPLETED') await services.orders.confirmDelivery(buyer.id, orderId);
    checkouts++;
  }

  const { thread } = await services.chats.openChat(buyer.id, { counterpartId: supplier.id, mySide: 'BUYER' });
  for (const quote of demoActivityInvoices) {
    const listing = quote.listing === 'SERVICE' ? service : products[0]!;
    const unitPrice = Math.round((listing.price * quote.pricePercent) / 100 / 100) * 100;
    const total = Math.round(unitPrice * quote.quantity * 1.15);
    // Parsed as the route would: the contract's rules (30% upfront at most) hold for the demo too.
    const body = CreateInvoiceBodySchema.parse({
      idempotencyKey: quote.key,
      buyerId: buyer.id,
      chatId: thread.id,
      items: [
        {
          listingId: listing.id,
          name: textIn('ar', listing.nameAr, listing.nameEn).text,
          details: quote.details,
          quantity: quote.quantity,
          unitPriceHalalas: unitPrice,
        },
      ],
      deliveryFeeHalalas: 0,
      deliveryDate: riyadhDayOf(new Date(now.getTime() + quote.deliveryInDays * dayMs)),
      notes: quote.notes,
      terms: 'الأسعار شاملة ضريبة القيمة المضافة حسب الفاتورة.',
      paymentTerms: quote.paymentTerms,
      ...(quote.upfrontPercent
        ? { upfrontAmountHalalas: Math.floor((total * quote.upfrontPercent) / 100 / 100) * 100 }
        : {}),
    });
    let { invoice } = await services.invoices.createSupplierInvoice(supplier.id, body);
    if (invoice.status === 'PENDING') invoice = await services.invoices.acceptInvoice(buyer.id, invoice.id);
    // A visitor may have paid or rejected it since: then it is theirs.
    if (!quote.payKey || !quote.installment || invoice.status !== 'ACCEPTED') continue;
    if (await services.payments.hasPaymentWithKey(buyer.id, quote.payKey)) continue;
    await services.payments.payInvoice(
      buyer.id,
      invoice.id,
      PayInvoiceBodySchema.parse({
        idempotencyKey: quote.payKey,
        installment: quote.installment,
        card: sandboxCard,
      }),
    );
    invoicePayments++;
  }
  if (checkouts + invoicePayments > 0) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log?.(`Demo activity: ${checkouts} orders, ${invoicePayments} invoice payments in ${seconds} s.`);
  }
}
