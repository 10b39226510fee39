import type { z } from 'zod';
import type {
  ApprovalBasket,
  ApprovalChange,
  ApprovalRequest,
  ApprovalRequestSummary,
  ApprovalRequestsQuerySchema,
  CreateApprovalRequestBody,
} from '../../../contract/approvals/approvals.schemas.js';
import { vatOf, type Cart } from '../../../contract/cart/cart.schemas.js';
import { rolesAllow, type MemberRole } from '../../../contract/team/member-roles.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { DomainEventPublisher } from '../../platform/events/domain-event-outbox.js';
import type { Page } from '../../platform/pagination/page.js';
import { decodeTimeIdCursor, encodeTimeIdCursor } from '../../platform/pagination/time-id-cursor.js';
import type { Clock } from '../../platform/time/clock.js';
import type { CartService, StoredCartLine } from '../cart/cart.service.js';
import type { UsersService } from '../users/users.service.js';
import type { ApprovalRequestRow, ApprovalsRepository } from './approvals.repository.js';

/** The signed-in person acting on approvals: their business, themselves, their roles. */
export interface ApprovalActor {
  id: string;
  memberId: string;
  memberRoles: readonly MemberRole[];
}

/** Changes that stop an approval: anything but a lower price. */
const isBlocking = (change: ApprovalChange) => change.kind !== 'PRICE_DOWN';
const isApprover = (actor: ApprovalActor) => rolesAllow(actor.memberRoles, ['APPROVER']);
const linesOfBasket = (basket: ApprovalBasket) => basket.groups.flatMap((group) => group.lines);

/** A priced cart as an approval shows it: each line with its VAT (decision 011: per line, half up). */
export function basketOfCart(cart: Cart): ApprovalBasket {
  const groups = cart.groups.map((group) => ({
    supplier: group.supplier,
    lines: group.lines
      .filter((line) => line.isAvailable)
      .map((line) => ({
        productId: line.productId,
        nameAr: line.nameAr,
        nameEn: line.nameEn,
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        lineTotal: line.lineTotal,
        vat: vatOf(line.lineTotal, group.isVatRegistered),
      })),
    productsTotal: group.productsTotal,
    deliveryFee: group.deliveryFee,
    vat: group.vat,
    total: group.productsTotal + group.deliveryFee + group.vat,
  }));
  return {
    groups: groups.filter((group) => group.lines.length > 0),
    productsTotal: cart.productsTotal,
    deliveryFees: cart.deliveryFees,
    vat: cart.vat,
    total: cart.total,
  };
}

/**
 * What changed between the basket as requested and the same products and quantities priced now (`now`,
 * which leaves out products buyers can no longer see).
 */
export function changesOf(requested: ApprovalBasket, now: Cart): ApprovalChange[] {
  const current = new Map(now.groups.flatMap((group) => group.lines).map((line) => [line.productId, line]));
  const changes: ApprovalChange[] = [];
  for (const line of linesOfBasket(requested)) {
    const names = { productId: line.productId, nameAr: line.nameAr, nameEn: line.nameEn };
    const found = current.get(line.productId);
    const priced = { requestedAmount: line.unitPrice, currentAmount: found?.unitPrice ?? null };
    if (!found?.isAvailable) changes.push({ kind: 'UNAVAILABLE', ...names, ...priced });
    else if (found.problem === 'OUT_OF_STOCK') changes.push({ kind: 'OUT_OF_STOCK', ...names, ...priced });
    else if (found.problem) changes.push({ kind: 'QUANTITY_PROBLEM', ...names, ...priced });
    else if (found.unitPrice > line.unitPrice) changes.push({ kind: 'PRICE_UP', ...names, ...priced });
    else if (found.unitPrice < line.unitPrice) changes.push({ kind: 'PRICE_DOWN', ...names, ...priced });
  }
  if (now.total > requested.total) {
    changes.push({
      kind: 'TOTAL_UP',
      productId: null,
      nameAr: null,
      nameEn: null,
      requestedAmount: requested.total,
      currentAmount: now.total,
    });
  }
  return changes;
}

/** Whether the stored lines are exactly the basket's products and quantities. */
function isSameBasket(basket: ApprovalBasket, lines: readonly StoredCartLine[]): boolean {
  const wanted = new Map(linesOfBasket(basket).map((line) => [line.productId, line.quantity]));
  return wanted.size === lines.length && lines.every((line) => wanted.get(line.productId) === line.quantity);
}

/**
 * Issue 26: spending limits and approval requests. A member above their order limit sends their cart
 * (priced now, frozen in the request); an approver of the business re-prices it and approves or declines
 * it; the requester's checkout of exactly that basket (total not above it) then needs no more approval.
 */
export function createApprovalsService({
  repository,
  cart,
  users,
  events,
  clock,
}: {
  repository: ApprovalsRepository;
  cart: Pick<CartService, 'priceCartForCheckout' | 'quoteGuestCart'>;
  users: Pick<UsersService, 'findMember' | 'findOrderLimit'>;
  events: DomainEventPublisher;
  clock: Clock;
}) {
  async function namesOf(memberIds: readonly (string | null)[]): Promise<Map<string, string>> {
    const ids = [...new Set(memberIds.filter((id): id is string => id !== null))];
    const found = await Promise.all(ids.map((id) => users.findMember(id)));
    return new Map(found.flatMap((member) => (member ? [[member.id, member.name] as const] : [])));
  }

  function toSummary(row: ApprovalRequestRow, names: Map<string, string>): ApprovalRequestSummary {
    const ref = (memberId: string) => ({ memberId, name: names.get(memberId) ?? '' });
    return {
      id: row.id,
      status: row.status,
      requester: ref(row.requesterId),
      note: row.note,
      total: row.total,
      supplierCount: row.basket.groups.length,
      lineCount: linesOfBasket(row.basket).length,
      createdAt: row.createdAt.toISOString(),
      decidedBy: row.decidedById ? ref(row.decidedById) : null,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      declineReason: row.declineReason,
    };
  }

  /** The request's products and quantities priced from the catalog now. */
  const priceNow = (basket: ApprovalBasket) =>
    cart.quoteGuestCart({
      items: linesOfBasket(basket).map(({ productId, quantity }) => ({ productId, quantity })),
    });

  /** A request the actor may read: an approver any of the business's, anyone else their own. */
  async function visibleRequest(actor: ApprovalActor, id: string): Promise<ApprovalRequestRow> {
    const row = await repository.findById(id);
    const isVisible =
      row?.businessId === actor.id && (isApprover(actor) || row.requesterId === actor.memberId);
    if (!row || !isVisible) throw new AppError('NOT_FOUND');
    return row;
  }

  async function detailOf(actor: ApprovalActor, row: ApprovalRequestRow): Promise<ApprovalRequest> {
    const isOpen = row.status === 'PENDING' || row.status === 'APPROVED';
    const [names, now, decider] = await Promise.all([
      namesOf([row.requesterId, row.decidedById]),
      isOpen ? priceNow(row.basket) : null,
      users.findMember(actor.memberId),
    ]);
    const limit = decider?.orderLimit ?? null;
    return {
      ...toSummary(row, names),
      basket: row.basket,
      current: now ? basketOfCart(now) : null,
      changes: now ? changesOf(row.basket, now) : [],
      canDecide:
        row.status === 'PENDING' &&
        isApprover(actor) &&
        row.requesterId !== actor.memberId &&
        (limit === null || row.total <= limit),
      canCancel: row.status === 'PENDING' && row.requesterId === actor.memberId,
    };
  }

  /** A PENDING request moved on by `actor` (approve, decline, cancel); a lost race is ALREADY_DECIDED. */
  async function decide(
    actor: ApprovalActor,
    row: ApprovalRequestRow,
    change: { status: 'APPROVED' | 'DECLINED' | 'CANCELLED'; declineReason?: string },
  ): Promise<ApprovalRequest> {
    const now = clock.now();
    const decided = await repository.transaction(async (tx, executor) => {
      const updated = await tx.updateStatus(row.id, 'PENDING', {
        status: change.status,
        declineReason: change.declineReason ?? null,
        ...(change.status === 'CANCELLED' ? {} : { decidedById: actor.memberId, decidedAt: now }),
      });
      if (!updated) throw new AppError('APPROVAL_ALREADY_DECIDED');
      if (change.status !== 'CANCELLED') {
        const decider = await users.findMember(actor.memberId);
        await events.publish(executor, 'ApprovalDecided', {
          approvalRequestId: row.id,
          businessId: row.businessId,
          requesterId: row.requesterId,
          decidedBy: { memberId: actor.memberId, name: decider?.name ?? '' },
          decision: change.status,
          total: row.total,
          reason: change.declineReason ?? null,
        });
      }
      return updated;
    });
    return detailOf(actor, decided);
  }

  /** Approve and decline: an approver of the business, never of their own request. */
  async function requestToDecide(actor: ApprovalActor, id: string): Promise<ApprovalRequestRow> {
    const row = await visibleRequest(actor, id);
    if (row.requesterId === actor.memberId) throw new AppError('APPROVAL_OWN_REQUEST');
    if (row.status !== 'PENDING') throw new AppError('APPROVAL_ALREADY_DECIDED');
    return row;
  }

  return {
    /**
     * Sends the person's cart, priced now (CART_EMPTY, CART_HAS_PROBLEMS as at checkout), for approval.
     * One PENDING request per person: a new one cancels the one before, under the person's lock.
     */
    async createRequest(actor: ApprovalActor, { note }: CreateApprovalRequestBody): Promise<ApprovalRequest> {
      const priced = await cart.priceCartForCheckout({ buyerId: actor.id, memberId: actor.memberId });
      const basket = basketOfCart(priced.cart);
      const requester = await users.findMember(actor.memberId);
      const row = await repository.transaction(async (tx, executor) => {
        await tx.lockRequester(actor.memberId);
        await tx.cancelPendingOfRequester(actor.memberId);
        const inserted = await tx.insert({
          businessId: actor.id,
          requesterId: actor.memberId,
          note: note ? note : null,
          basket,
          total: basket.total,
          createdAt: clock.now(),
        });
        await events.publish(executor, 'ApprovalRequested', {
          approvalRequestId: inserted.id,
          businessId: actor.id,
          requester: { memberId: actor.memberId, name: requester?.name ?? '' },
          total: basket.total,
        });
        return inserted;
      });
      return detailOf(actor, row);
    },

    async listRequests(
      actor: ApprovalActor,
      query: z.output<typeof ApprovalRequestsQuerySchema>,
    ): Promise<Page<ApprovalRequestSummary>> {
      const { limit } = query;
      const rows = await repository.findPage({
        businessId: actor.id,
        requesterId: isApprover(actor) && !query.mine ? undefined : actor.memberId,
        status: query.status,
        after: query.cursor ? decodeTimeIdCursor(query.cursor) : undefined,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const names = await namesOf(page.flatMap((row) => [row.requesterId, row.decidedById]));
      const last = page.at(-1);
      return {
        items: page.map((row) => toSummary(row, names)),
        nextCursor:
          rows.length > limit && last ? encodeTimeIdCursor({ time: last.cursorTime, id: last.id }) : null,
      };
    },

    /** The approvals badge: requests an approver may decide (not their own); nothing for anyone else. */
    async countPending(actor: ApprovalActor): Promise<{ count: number }> {
      if (!isApprover(actor)) return { count: 0 };
      return { count: await repository.countPendingForDecider(actor.id, actor.memberId) };
    },

    async getRequest(actor: ApprovalActor, id: string): Promise<ApprovalRequest> {
      return detailOf(actor, await visibleRequest(actor, id));
    },

    /**
     * Approves a PENDING request: within the approver's own order limit (APPROVAL_ABOVE_YOUR_LIMIT), on
     * the basket re-priced and its stock re-checked now (APPROVAL_BASKET_CHANGED with the changes when a
     * price went up, stock is short or a product is gone), then PENDING → APPROVED by a conditional
     * update: of two approvers at once, one approves and the other gets APPROVAL_ALREADY_DECIDED.
     */
    async approveRequest(actor: ApprovalActor, id: string): Promise<ApprovalRequest> {
      const row = await requestToDecide(actor, id);
      const limit = (await users.findMember(actor.memberId))?.orderLimit ?? null;
      if (limit !== null && row.total > limit) {
        throw new AppError('APPROVAL_ABOVE_YOUR_LIMIT', { limit, total: row.total });
      }
      const changes = changesOf(row.basket, await priceNow(row.basket)).filter(isBlocking);
      if (changes.length > 0) throw new AppError('APPROVAL_BASKET_CHANGED', { changes });
      return decide(actor, row, { status: 'APPROVED' });
    },

    async declineRequest(actor: ApprovalActor, id: string, reason: string): Promise<ApprovalRequest> {
      const row = await requestToDecide(actor, id);
      return decide(actor, row, { status: 'DECLINED', declineReason: reason });
    },

    /** The requester withdraws their PENDING request. */
    async cancelRequest(actor: ApprovalActor, id: string): Promise<ApprovalRequest> {
      const row = await visibleRequest(actor, id);
      if (row.requesterId !== actor.memberId) throw new AppError('NOT_FOUND');
      return decide(actor, row, { status: 'CANCELLED' });
    },

    /**
     * Checkout's limit check (issue 26), before the payment is written: null when the person's order limit
     * allows `total` (or they have none); otherwise the id of their APPROVED request of exactly these
     * products and quantities with a total not below `total`, else APPROVAL_REQUIRED (limit and total).
     */
    async approvalForCheckout(checkout: {
      memberId: string;
      lines: readonly StoredCartLine[];
      total: number;
    }): Promise<string | null> {
      const limit = await users.findOrderLimit(checkout.memberId);
      if (limit === null || checkout.total <= limit) return null;
      const approved = await repository.findApprovedOfRequester(checkout.memberId);
      const match = approved.find(
        (request) => checkout.total <= request.total && isSameBasket(request.basket, checkout.lines),
      );
      if (!match) throw new AppError('APPROVAL_REQUIRED', { limit, total: checkout.total });
      return match.id;
    },

    /**
     * In the checkout payment's transaction: the approved request is being paid by `paymentId`.
     * APPROVAL_REQUIRED when it is no longer APPROVED (paid by another checkout meanwhile).
     */
    async recordPaymentOfApproval(tx: DbExecutor, approvalId: string, paymentId: string): Promise<void> {
      if (!(await repository.using(tx).setPayment(approvalId, paymentId))) {
        throw new AppError('APPROVAL_REQUIRED');
      }
    },

    /** In the captured payment's transaction: its approved request (if any) is ORDERED. */
    markApprovalOrdered: (tx: DbExecutor, paymentId: string) =>
      repository.using(tx).markOrderedByPayment(paymentId),

    /** A failed payment: its approved request stays APPROVED, usable again. */
    releaseApproval: (tx: DbExecutor, paymentId: string) => repository.using(tx).clearPayment(paymentId),
  };
}

export type ApprovalsService = ReturnType<typeof createApprovalsService>;
