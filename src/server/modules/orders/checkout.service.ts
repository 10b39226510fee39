import type { CartService } from '../cart/cart.service.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import type {
  PaymentPurposeHandlers,
  PaymentRow,
  PaymentSnapshot,
  SnapshotGroup,
} from '../payments/payments.service.js';
import { amountOfSnapshot, type OrdersService } from './orders.service.js';

/** The priced cart grouped by supplier, in the order the cart shows them. */
function snapshotOf(priced: Awaited<ReturnType<CartService['priceCartForCheckout']>>): PaymentSnapshot {
  const groups = new Map<string, SnapshotGroup>();
  for (const line of priced.lines) {
    let group = groups.get(line.supplierId);
    if (!group) {
      group = {
        supplierId: line.supplierId,
        supplierBusinessName: line.supplierBusinessName,
        deliveryFee: priced.deliveryFees[line.supplierId] ?? 0,
        // Decision 018: frozen here, so a supplier registering for VAT later never reprices this sale.
        vatNumber: priced.vatNumbers[line.supplierId] ?? null,
        lines: [],
      };
      groups.set(line.supplierId, group);
    }
    group.lines.push({
      productId: line.productId,
      nameAr: line.nameAr,
      nameEn: line.nameEn,
      imageKey: line.imageKey,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      lineTotal: line.lineTotal,
      vat: line.vat,
    });
  }
  return { groups: [...groups.values()] };
}

/** The lines a checkout's payment bought: the stock it holds and the cart lines it empties once paid. */
const linesOf = (payment: Pick<PaymentRow, 'cart'>) =>
  (payment.cart as PaymentSnapshot).groups.flatMap((group) => group.lines);

/**
 * Checkout (decision 011, 025): paying for the whole cart, as the payments module's handler of the
 * CHECKOUT purpose. The flow is Medusa's complete-cart: the cart priced from the catalog → the PENDING
 * payment written, the cart's lines claimed as priced and their stock reserved in one transaction → the
 * charge (payments) → once captured, in the payment's transaction, one order per supplier and the bought
 * lines gone from the cart; a payment that fails gives its stock back.
 */
export function createCheckout({
  orders,
  cart,
  inventory,
}: {
  orders: Pick<OrdersService, 'placeOrdersOfPayment' | 'findOrderIdsOfPayment'>;
  cart: Pick<CartService, 'priceCartForCheckout' | 'claimLinesForCheckout' | 'removeProducts'>;
  inventory: Pick<InventoryService, 'reserveStock' | 'releaseStock'>;
}): PaymentPurposeHandlers['CHECKOUT'] {
  return {
    attempt: (buyerId) => ({
      isSame: (row) => row.cart !== null,
      paidThing: { kind: 'CART', buyerId },
      async prepare() {
        const snapshot = snapshotOf(await cart.priceCartForCheckout(buyerId));
        const lines = snapshot.groups.flatMap((group) => group.lines);
        return async (tx, insertPending) => {
          const row = await insertPending({ amount: amountOfSnapshot(snapshot), cart: snapshot });
          // Written first: a parallel request with the same key waits here, then reserves nothing, and
          // one with another key waits for the payment in flight and is refused, or, when that payment
          // was being paid, finds the lines it bought gone from the cart (the claim).
          if (row) {
            await cart.claimLinesForCheckout(tx, buyerId, lines);
            await inventory.reserveStock(lines, tx);
          }
          return { row, description: `Tawrid checkout: ${snapshot.groups.length} supplier order(s)` };
        };
      },
    }),

    async recordCaptured(tx, payment) {
      await orders.placeOrdersOfPayment(tx, {
        id: payment.id,
        buyerId: payment.buyerId,
        cart: payment.cart as PaymentSnapshot,
        // Issue 26: the member who paid placed the orders.
        placedByMemberId: payment.placedByMemberId,
      });
      await cart.removeProducts(
        payment.buyerId,
        linesOf(payment).map((line) => line.productId),
        tx,
      );
      return undefined;
    },

    release: (tx, payment) => inventory.releaseStock(linesOf(payment), tx),

    findOrderIds: (paymentId) => orders.findOrderIdsOfPayment(paymentId),
  };
}
