import type { ApprovalsService } from '../approvals/approvals.service.js';
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

/** Whose cart a checkout's payment paid (issue 26): the snapshot's person, else the founding owner. */
const cartOwnerOf = (payment: Pick<PaymentRow, 'buyerId' | 'cart'>) => ({
  buyerId: payment.buyerId,
  memberId: (payment.cart as PaymentSnapshot).memberId ?? payment.buyerId,
});

/**
 * Checkout (decision 011, 025): paying for the whole cart, as the payments module's handler of the
 * CHECKOUT purpose. The flow is Medusa's complete-cart: the cart priced from the catalog → the PENDING
 * payment written, the cart's lines claimed as priced and their stock reserved in one transaction → the
 * charge (payments) → once captured, in the payment's transaction, one order per supplier and the bought
 * lines gone from the cart; a payment that fails gives its stock back.
 *
 * Issue 26: the cart is the paying person's. Above their order limit, the checkout pays only a basket an
 * approver approved (exactly its products and quantities, its total not above the approved one): the
 * approval is tied to the payment in the payment's transaction (so two checkouts of it cannot both hold
 * it), becomes ORDERED once paid, and is free again when the payment fails.
 */
export function createCheckout({
  orders,
  cart,
  inventory,
  approvals,
}: {
  orders: Pick<OrdersService, 'placeOrdersOfPayment' | 'findOrderIdsOfPayment'>;
  cart: Pick<CartService, 'priceCartForCheckout' | 'claimLinesForCheckout' | 'removeProducts'>;
  inventory: Pick<InventoryService, 'reserveStock' | 'releaseStock'>;
  approvals: Pick<
    ApprovalsService,
    'approvalForCheckout' | 'recordPaymentOfApproval' | 'markApprovalOrdered' | 'releaseApproval'
  >;
}): PaymentPurposeHandlers['CHECKOUT'] {
  return {
    attempt: (buyerId, { memberId }) => ({
      isSame: (row) => row.cart !== null,
      paidThing: { kind: 'CART', buyerId, memberId },
      async prepare() {
        const owner = { buyerId, memberId };
        const snapshot = { ...snapshotOf(await cart.priceCartForCheckout(owner)), memberId };
        const lines = snapshot.groups.flatMap((group) => group.lines);
        const amount = amountOfSnapshot(snapshot);
        // Issue 26: above the person's order limit, only an approved basket is paid (APPROVAL_REQUIRED).
        const approvalId = await approvals.approvalForCheckout({ memberId, lines, total: amount });
        return async (tx, insertPending) => {
          const row = await insertPending({ amount, cart: snapshot });
          // Written first: a parallel request with the same key waits here, then reserves nothing, and
          // one with another key waits for the payment in flight and is refused, or, when that payment
          // was being paid, finds the lines it bought gone from the cart (the claim).
          if (row) {
            await cart.claimLinesForCheckout(tx, owner, lines);
            await inventory.reserveStock(lines, tx);
            if (approvalId) await approvals.recordPaymentOfApproval(tx, approvalId, row.id);
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
        cartOwnerOf(payment),
        linesOf(payment).map((line) => line.productId),
        tx,
      );
      await approvals.markApprovalOrdered(tx, payment.id);
      return undefined;
    },

    async release(tx, payment) {
      await inventory.releaseStock(linesOf(payment), tx);
      await approvals.releaseApproval(tx, payment.id);
    },

    findOrderIds: (paymentId) => orders.findOrderIdsOfPayment(paymentId),
  };
}
