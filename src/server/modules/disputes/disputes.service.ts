import { randomUUID } from 'node:crypto';
import { disputePhotoUrl } from '../../../contract/disputes/disputes.endpoints.js';
import {
  disputeRules,
  openDisputeStatuses,
  type Dispute,
  type DisputeDecision,
  type DisputeSide,
  type OperatorDispute,
  type OperatorDisputeListItem,
  type OrderDispute,
} from '../../../contract/disputes/disputes.schemas.js';
import type { z } from 'zod';
import type {
  DisputeDecisionBodySchema,
  OpenDisputeBodySchema,
  OperatorDisputesQuerySchema,
} from '../../../contract/disputes/disputes.schemas.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { DomainEventPublisher } from '../../platform/events/domain-event-outbox.js';
import type { DisputeChange, DomainEvent } from '../../platform/events/domain-events.js';
import { processUploadedImage } from '../../platform/images/uploaded-image.js';
import type { Page } from '../../platform/pagination/page.js';
import { decodeTimeIdCursor, encodeTimeIdCursor } from '../../platform/pagination/time-id-cursor.js';
import type { FileStorage, StoredFile } from '../../platform/storage/file-storage.js';
import type { Clock } from '../../platform/time/clock.js';
import { dayMs } from '../../platform/time/riyadh-time.js';
import type { InvoicesService } from '../invoices/invoices.service.js';
import type { OperatorsService } from '../operators/operators.service.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { PaymentRefundsService } from '../payments/payments.service.js';
import type { UsersService } from '../users/users.service.js';
import type { DisputeRow, DisputesRepository, QueueKey } from './disputes.repository.js';

/**
 * Issue 25: every dispute photo is stored under this prefix, which the public files route refuses (app.ts
 * names it): the disputes routes serve them to the two businesses and to operators only.
 */
export const disputePhotoKeyPrefix = 'disputes/';
const photoMaxDimension = 1600;
const overdueBatchSize = 50;

type OpenDisputeInput = z.output<typeof OpenDisputeBodySchema>;
type DecisionInput = z.output<typeof DisputeDecisionBodySchema>;
type QueueQuery = z.output<typeof OperatorDisputesQuerySchema>;
type Party = { buyerId: string } | { supplierId: string };
type Audience = 'buyer' | 'supplier' | 'operator';

const purposeKeyOf = (disputeId: string) => `DISPUTE:${disputeId}`;
const disputeIdOfPurpose = (purposeKey: string) =>
  purposeKey.startsWith('DISPUTE:') ? purposeKey.slice('DISPUTE:'.length) : undefined;
const isOpen = (row: DisputeRow) => (openDisputeStatuses as readonly string[]).includes(row.status);

/** The order facts a dispute is decided on (orders.findOrderFacts). */
type OrderFacts = NonNullable<Awaited<ReturnType<OrdersService['findOrderFacts']>>>;

/**
 * Decision 033: when an order counts as delivered. The buyer's confirmation (COMPLETED) says so; an order
 * still SHIPPED (the buyer never confirmed, perhaps because it never arrived) counts as delivered a week
 * after shipping. The dispute window runs from shipping (a shipped order that never arrived is disputable
 * as NOT_RECEIVED at once) until 14 days after delivery.
 */
export function disputeWindowOf(order: Pick<OrderFacts, 'status' | 'shippedAt' | 'completedAt'>) {
  if (order.status !== 'SHIPPED' && order.status !== 'COMPLETED') return null;
  const shippedAt = order.shippedAt ?? order.completedAt;
  if (!shippedAt) return null;
  const deliveredAt =
    order.completedAt ?? new Date(shippedAt.getTime() + disputeRules.deliveredAfterShippingDays * dayMs);
  return { from: shippedAt, until: new Date(deliveredAt.getTime() + disputeRules.windowDays * dayMs) };
}

export function createDisputesService({
  repository,
  orders,
  refunds,
  invoices,
  operators,
  users,
  events,
  storage,
  clock,
}: {
  repository: DisputesRepository;
  orders: Pick<OrdersService, 'findOrderFacts' | 'getOrder'>;
  /** The payments module's refund ledger: money moves only there. */
  refunds: Pick<PaymentRefundsService, 'requestRefund' | 'sendRefund' | 'getPaymentMoney'>;
  invoices: Pick<InvoicesService, 'findInvoiceIdOfOrder' | 'issueRefundCreditNote'>;
  operators: Pick<OperatorsService, 'recordAction'>;
  users: Pick<UsersService, 'findBusinessProfiles'>;
  events: DomainEventPublisher;
  storage: FileStorage;
  clock: Clock;
}) {
  async function toDispute(row: DisputeRow, audience: Audience): Promise<Dispute> {
    const [profiles, facts, eventRows, photoRows, refundedBefore] = await Promise.all([
      users.findBusinessProfiles([row.buyerId, row.supplierId]),
      orders.findOrderFacts(row.orderId),
      repository.findEvents(row.id),
      repository.findPhotos(row.id),
      repository.sumRefundedOfOrder(row.orderId),
    ]);
    const nameOf = (userId: string) =>
      profiles.find((profile) => profile.userId === userId)?.businessName ?? '';
    return {
      id: row.id,
      orderId: row.orderId,
      orderNumber: facts?.number ?? '',
      buyer: { userId: row.buyerId, businessName: nameOf(row.buyerId) },
      supplier: { userId: row.supplierId, businessName: nameOf(row.supplierId) },
      status: row.status,
      reason: row.reason,
      description: row.description,
      amountAsked: row.amountAsked,
      orderTotal: row.orderTotal,
      refundableAmount: isOpen(row) ? Math.max(0, row.orderTotal - refundedBefore) : 0,
      refundedAmount: row.refundedAmount,
      supplierDeadline: row.supplierDeadline.toISOString(),
      decision: row.decision,
      decisionReason: row.decisionReason,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      photos: photoRows.map((photo) => ({
        id: photo.id,
        side: photo.side,
        url: disputePhotoUrl(audience, row.id, photo.id),
        createdAt: photo.createdAt.toISOString(),
      })),
      events: eventRows.map((event) => ({
        id: event.id,
        kind: event.kind,
        side: event.side,
        text: event.text,
        decision: event.decision,
        amount: event.amount,
        createdAt: event.createdAt.toISOString(),
      })),
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The party's dispute; another business's is NOT_FOUND. */
  async function disputeOf(party: Party, id: string): Promise<DisputeRow> {
    const row = await repository.findById(id);
    if (!row || ('buyerId' in party ? row.buyerId !== party.buyerId : row.supplierId !== party.supplierId)) {
      throw new AppError('NOT_FOUND');
    }
    return row;
  }

  /** Runs `work` on the party's dispute locked in one transaction; NOT_FOUND for another's. */
  function withPartyLock(
    party: Party,
    id: string,
    work: (tx: DbExecutor, row: DisputeRow) => Promise<DisputeRow>,
  ): Promise<DisputeRow> {
    return repository.transaction(async (tx) => {
      const row = await repository.lockById(tx, id);
      if (
        !row ||
        ('buyerId' in party ? row.buyerId !== party.buyerId : row.supplierId !== party.supplierId)
      ) {
        throw new AppError('NOT_FOUND');
      }
      return work(tx, row);
    });
  }

  async function publish(
    tx: DbExecutor,
    row: DisputeRow,
    change: DisputeChange,
    extra: { amount?: number | null; note?: string | null } = {},
  ) {
    const facts = await orders.findOrderFacts(row.orderId);
    await events.publish(tx, 'DisputeChanged', {
      disputeId: row.id,
      orderId: row.orderId,
      orderNumber: facts?.number ?? '',
      buyerId: row.buyerId,
      supplierId: row.supplierId,
      change,
      amount: extra.amount ?? null,
      note: extra.note ?? null,
    });
  }

  /** Whether the buyer may open a dispute on the order now, and the most it may ask. */
  async function eligibilityOf(order: OrderFacts): Promise<Omit<OrderDispute, 'dispute'>> {
    const window = disputeWindowOf(order);
    const latest = await repository.findLatestOfOrder(order.id);
    const refunded = await repository.sumRefundedOfOrder(order.id);
    const maxAmount = Math.max(0, order.totalPrice - refunded);
    const base = { openUntil: window?.until.toISOString() ?? null, maxAmount };
    if (!window) return { ...base, canOpen: false, ineligibility: 'NOT_DELIVERED' };
    if (latest && (latest.status === 'REFUND_PENDING' || isOpen(latest) || maxAmount === 0)) {
      return { ...base, canOpen: false, ineligibility: 'ALREADY_DISPUTED' };
    }
    if (clock.now() > window.until) return { ...base, canOpen: false, ineligibility: 'WINDOW_PASSED' };
    const money = await refunds.getPaymentMoney(order.paymentId);
    if (money.provider === 'import' || !money.chargeId || money.status !== 'PAID') {
      return { ...base, canOpen: false, ineligibility: 'NOT_PAID_BY_CARD' };
    }
    return { ...base, canOpen: true, ineligibility: null };
  }

  async function orderDisputeOf(party: Party, orderId: string, audience: Audience): Promise<OrderDispute> {
    const order = await orders.findOrderFacts(orderId);
    const isParty =
      order && ('buyerId' in party ? order.buyerId === party.buyerId : order.supplierId === party.supplierId);
    if (!order || !isParty) throw new AppError('NOT_FOUND');
    const [eligibility, latest] = await Promise.all([
      eligibilityOf(order),
      repository.findLatestOfOrder(order.id),
    ]);
    return {
      ...eligibility,
      // The supplier never opens one: it is only told whether there is one.
      canOpen: audience === 'buyer' && eligibility.canOpen,
      dispute: latest ? await toDispute(latest, audience) : null,
    };
  }

  /**
   * Writes a decision on the locked, open dispute: a refund (written PENDING in the payments ledger in
   * this transaction, purpose `DISPUTE:<id>`, sent to the provider once committed) or a close.
   */
  async function decideLocked(
    tx: DbExecutor,
    row: DisputeRow,
    decision: { kind: DisputeDecision; amount: number | null; reason: string | null },
    by: { side: 'SUPPLIER' | 'OPERATOR'; actorId: string },
  ): Promise<{ row: DisputeRow; refundId: string | null }> {
    const now = clock.now();
    let refundId: string | null = null;
    if (decision.kind !== 'CLOSE') {
      const facts = await orders.findOrderFacts(row.orderId);
      const refund = await refunds.requestRefund(tx, {
        paymentId: row.paymentId,
        amount: decision.amount!,
        purposeKey: purposeKeyOf(row.id),
        reason: `Dispute of order ${facts?.number ?? row.orderId}`,
      });
      refundId = refund.id;
    }
    const changed = await repository.update(tx, row.id, {
      status: decision.kind === 'CLOSE' ? 'CLOSED' : 'REFUND_PENDING',
      decision: decision.kind,
      decisionAmount: decision.amount,
      decisionReason: decision.reason,
      decidedBy: by.side,
      decidedByOperatorId: by.side === 'OPERATOR' ? by.actorId : null,
      decidedAt: now,
      refundId: refundId ?? row.refundId,
      updatedAt: now,
    });
    await repository.insertEvent(tx, {
      disputeId: row.id,
      kind: by.side === 'SUPPLIER' ? 'SUPPLIER_ACCEPTED' : 'DECIDED',
      side: by.side,
      actorId: by.actorId,
      text: decision.reason,
      decision: decision.kind,
      amount: decision.amount,
      createdAt: now,
    });
    if (decision.kind === 'CLOSE') await publish(tx, changed, 'CLOSED', { note: decision.reason });
    return { row: changed, refundId };
  }

  /** What is still refundable on the dispute's order: its total less what earlier disputes refunded. */
  async function refundableOf(tx: DbExecutor, row: DisputeRow): Promise<number> {
    return Math.max(0, row.orderTotal - (await repository.sumRefundedOfOrder(row.orderId, tx)));
  }

  /**
   * After the decision committed: the provider is asked. A failure here leaves the refund PENDING for the
   * payments reconciler, which asks for it under the same reference; the answer already shows REFUND_PENDING.
   */
  async function sendRefund(refundId: string | null): Promise<void> {
    if (!refundId) return;
    try {
      await refunds.sendRefund(refundId);
    } catch {
      // Left PENDING: the reconciler settles it (decision 033).
    }
  }

  async function operatorViewOf(row: DisputeRow): Promise<OperatorDispute> {
    const [dispute, order, payment] = await Promise.all([
      toDispute(row, 'operator'),
      orders.getOrder(row.orderId),
      refunds.getPaymentMoney(row.paymentId),
    ]);
    return { dispute, order, payment };
  }

  async function addPhoto(party: Party, side: DisputeSide, userId: string, id: string, upload: Buffer) {
    await disputeOf(party, id);
    const image = await processUploadedImage(upload, { maxDimension: photoMaxDimension });
    const key = `${disputePhotoKeyPrefix}${randomUUID()}.webp`;
    await storage.put(key, image.data, image.contentType);
    try {
      const row = await withPartyLock(party, id, async (tx, locked) => {
        if (!isOpen(locked)) throw new AppError('DISPUTE_CLOSED');
        if ((await repository.countPhotos(tx, id, side)) >= disputeRules.maxPhotosPerSide) {
          throw new AppError('DISPUTE_PHOTO_LIMIT');
        }
        const now = clock.now();
        await repository.insertPhoto(tx, {
          disputeId: id,
          side,
          uploadedById: userId,
          imageKey: key,
          createdAt: now,
        });
        await repository.insertEvent(tx, {
          disputeId: id,
          kind: 'PHOTO_ADDED',
          side,
          actorId: userId,
          createdAt: now,
        });
        return locked;
      });
      return toDispute(row, side === 'BUYER' ? 'buyer' : 'supplier');
    } catch (error) {
      // A photo not kept must not outlive its refusal.
      await storage.delete(key);
      throw error;
    }
  }

  async function photoOf(row: DisputeRow, photoId: string): Promise<StoredFile> {
    const photo = await repository.findPhoto(row.id, photoId);
    const file = photo ? await storage.get(photo.imageKey) : null;
    if (!file) throw new AppError('NOT_FOUND');
    return file;
  }

  return {
    getBuyerOrderDispute: (buyerId: string, orderId: string) => orderDisputeOf({ buyerId }, orderId, 'buyer'),
    getSupplierOrderDispute: (supplierId: string, orderId: string) =>
      orderDisputeOf({ supplierId }, orderId, 'supplier'),

    /**
     * The buyer disputes its order (see `disputeWindowOf`; card-paid orders only, one open dispute per
     * order). The supplier has 3 days to answer and is told at once.
     */
    async openDispute(buyerId: string, orderId: string, body: OpenDisputeInput): Promise<Dispute> {
      const order = await orders.findOrderFacts(orderId);
      if (!order || order.buyerId !== buyerId) throw new AppError('NOT_FOUND');
      const eligibility = await eligibilityOf(order);
      if (eligibility.ineligibility === 'ALREADY_DISPUTED') throw new AppError('DISPUTE_ALREADY_OPEN');
      if (!eligibility.canOpen) throw new AppError('DISPUTE_NOT_ALLOWED', { why: eligibility.ineligibility });
      const amount = body.amount ?? eligibility.maxAmount;
      if (amount > eligibility.maxAmount) throw new AppError('DISPUTE_AMOUNT_TOO_HIGH');
      const now = clock.now();
      const row = await repository.transaction(async (tx) => {
        const created = await repository.insert(tx, {
          orderId,
          buyerId,
          supplierId: order.supplierId,
          paymentId: order.paymentId,
          reason: body.reason,
          description: body.description,
          amountAsked: amount,
          orderTotal: order.totalPrice,
          supplierDeadline: new Date(now.getTime() + disputeRules.supplierAnswerDays * dayMs),
          createdAt: now,
          updatedAt: now,
        });
        await repository.insertEvent(tx, {
          disputeId: created.id,
          kind: 'OPENED',
          side: 'BUYER',
          actorId: buyerId,
          text: body.description,
          amount,
          createdAt: now,
        });
        await publish(tx, created, 'OPENED', { amount });
        return created;
      });
      return toDispute(row, 'buyer');
    },

    getBuyerDispute: async (buyerId: string, id: string) =>
      toDispute(await disputeOf({ buyerId }, id), 'buyer'),
    getSupplierDispute: async (supplierId: string, id: string) =>
      toDispute(await disputeOf({ supplierId }, id), 'supplier'),

    /** The buyer adds its reply while the dispute is open; the supplier is told. */
    async reply(buyerId: string, id: string, text: string): Promise<Dispute> {
      const row = await withPartyLock({ buyerId }, id, async (tx, locked) => {
        if (!isOpen(locked)) throw new AppError('DISPUTE_CLOSED');
        const now = clock.now();
        await repository.insertEvent(tx, {
          disputeId: id,
          kind: 'BUYER_REPLIED',
          side: 'BUYER',
          actorId: buyerId,
          text,
          createdAt: now,
        });
        const changed = await repository.update(tx, id, { updatedAt: now });
        await publish(tx, changed, 'BUYER_REPLIED');
        return changed;
      });
      return toDispute(row, 'buyer');
    },

    /** The supplier's answer: the dispute goes to an operator; the buyer is told. */
    async answer(supplierId: string, id: string, text: string): Promise<Dispute> {
      const row = await withPartyLock({ supplierId }, id, async (tx, locked) => {
        if (!isOpen(locked)) throw new AppError('DISPUTE_CLOSED');
        const now = clock.now();
        await repository.insertEvent(tx, {
          disputeId: id,
          kind: 'SUPPLIER_ANSWERED',
          side: 'SUPPLIER',
          actorId: supplierId,
          text,
          createdAt: now,
        });
        const changed = await repository.update(tx, id, { status: 'AWAITING_OPERATOR', updatedAt: now });
        await publish(tx, changed, 'SUPPLIER_ANSWERED');
        return changed;
      });
      return toDispute(row, 'supplier');
    },

    /**
     * The supplier accepts the refund the buyer asked (at most what is still refundable): the same
     * refund path as an operator's decision, once per dispute.
     */
    async accept(supplierId: string, id: string): Promise<Dispute> {
      const { row, refundId } = await repository.transaction(async (tx) => {
        const locked = await repository.lockById(tx, id);
        if (!locked || locked.supplierId !== supplierId) throw new AppError('NOT_FOUND');
        if (!isOpen(locked)) throw new AppError('DISPUTE_CLOSED');
        const amount = Math.min(locked.amountAsked, await refundableOf(tx, locked));
        const kind: DisputeDecision = amount === locked.orderTotal ? 'REFUND_FULL' : 'REFUND_PART';
        return decideLocked(
          tx,
          locked,
          { kind, amount, reason: null },
          { side: 'SUPPLIER', actorId: supplierId },
        );
      });
      await sendRefund(refundId);
      return toDispute((await repository.findById(row.id))!, 'supplier');
    },

    addBuyerPhoto: (buyerId: string, id: string, upload: Buffer) =>
      addPhoto({ buyerId }, 'BUYER', buyerId, id, upload),
    addSupplierPhoto: (supplierId: string, id: string, upload: Buffer) =>
      addPhoto({ supplierId }, 'SUPPLIER', supplierId, id, upload),
    getBuyerPhoto: async (buyerId: string, id: string, photoId: string) =>
      photoOf(await disputeOf({ buyerId }, id), photoId),
    getSupplierPhoto: async (supplierId: string, id: string, photoId: string) =>
      photoOf(await disputeOf({ supplierId }, id), photoId),
    async getOperatorPhoto(id: string, photoId: string): Promise<StoredFile> {
      const row = await repository.findById(id);
      if (!row) throw new AppError('NOT_FOUND');
      return photoOf(row, photoId);
    },

    /** The operators' queue: AWAITING_OPERATOR first, then the others, oldest first. */
    async listQueue(query: QueueQuery): Promise<Page<OperatorDisputeListItem>> {
      const rows = await repository.findQueuePage({
        status: query.status,
        after: query.cursor ? decodeQueueCursor(query.cursor) : undefined,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const profiles = await users.findBusinessProfiles(
        page.flatMap(({ dispute }) => [dispute.buyerId, dispute.supplierId]),
      );
      const nameOf = (userId: string) =>
        profiles.find((profile) => profile.userId === userId)?.businessName ?? '';
      const items = await Promise.all(
        page.map(async ({ dispute }) => ({
          id: dispute.id,
          orderNumber: (await orders.findOrderFacts(dispute.orderId))?.number ?? '',
          buyerName: nameOf(dispute.buyerId),
          supplierName: nameOf(dispute.supplierId),
          status: dispute.status,
          reason: dispute.reason,
          amountAsked: dispute.amountAsked,
          supplierDeadline: dispute.supplierDeadline.toISOString(),
          createdAt: dispute.createdAt.toISOString(),
        })),
      );
      const last = page.at(-1);
      return { items, nextCursor: rows.length > query.limit && last ? encodeQueueCursor(last.key) : null };
    },

    async getOperatorDispute(id: string): Promise<OperatorDispute> {
      const row = await repository.findById(id);
      if (!row) throw new AppError('NOT_FOUND');
      return operatorViewOf(row);
    },

    /**
     * An operator decides (TRUST_AND_SAFETY, FINANCE, ADMIN): refund in full (what is still refundable
     * on the order), in part (an amount up to that), or close. Under the dispute's lock, audited in the
     * same transaction. The same decision sent again (a double click, two tabs) answers the dispute as
     * it is; a different one after a decision is DISPUTE_ALREADY_DECIDED. One refund per dispute.
     */
    async decide(operatorId: string, id: string, body: DecisionInput): Promise<OperatorDispute> {
      const { row, refundId } = await repository.transaction(async (tx) => {
        const locked = await repository.lockById(tx, id);
        if (!locked) throw new AppError('NOT_FOUND');
        const refundable = await refundableOf(tx, locked);
        const amount =
          body.decision === 'REFUND_FULL'
            ? refundable
            : body.decision === 'REFUND_PART'
              ? body.amount!
              : null;
        if (locked.decision) {
          const isSame =
            locked.decision === body.decision &&
            locked.decidedBy === 'OPERATOR' &&
            (body.decision !== 'REFUND_PART' || locked.decisionAmount === body.amount);
          if (isSame) return { row: locked, refundId: null };
          throw new AppError('DISPUTE_ALREADY_DECIDED');
        }
        if (!isOpen(locked)) throw new AppError('DISPUTE_CLOSED');
        if (amount !== null && (amount > refundable || amount <= 0)) {
          throw new AppError('REFUND_AMOUNT_TOO_HIGH', { refundable });
        }
        const decided = await decideLocked(
          tx,
          locked,
          { kind: body.decision, amount, reason: body.reason },
          { side: 'OPERATOR', actorId: operatorId },
        );
        await operators.recordAction(tx, {
          operatorId,
          action: body.decision === 'CLOSE' ? 'DISPUTE_CLOSED' : 'DISPUTE_REFUNDED',
          subjectType: 'DISPUTE',
          subjectId: id,
          reason: body.reason,
          before: { status: locked.status },
          after: { status: decided.row.status, decision: body.decision, amount, refundId: decided.refundId },
        });
        return decided;
      });
      await sendRefund(refundId);
      return operatorViewOf((await repository.findById(row.id))!);
    },

    /**
     * PaymentRefundSettled of a dispute's refund, in the transaction that marks the event delivered: a
     * SUCCEEDED refund issues the credit note of the order's invoice and makes the dispute REFUNDED (or
     * PARTLY_REFUNDED), both sides told; a FAILED one sends it back to the operators undecided. Only a
     * dispute still REFUND_PENDING on this refund changes, so an event delivered again changes nothing.
     */
    async recordRefundSettled(event: DomainEvent<'PaymentRefundSettled'>, tx: DbExecutor): Promise<void> {
      const disputeId = disputeIdOfPurpose(event.payload.purposeKey);
      if (!disputeId) return;
      const row = await repository.lockById(tx, disputeId);
      if (!row || row.status !== 'REFUND_PENDING' || row.refundId !== event.payload.refundId) return;
      const now = clock.now();
      if (event.payload.status === 'FAILED') {
        await repository.update(tx, row.id, {
          status: 'AWAITING_OPERATOR',
          decision: null,
          decisionAmount: null,
          decisionReason: null,
          decidedBy: null,
          decidedByOperatorId: null,
          decidedAt: null,
          updatedAt: now,
        });
        await repository.insertEvent(tx, {
          disputeId: row.id,
          kind: 'REFUND_FAILED',
          side: 'PLATFORM',
          amount: event.payload.amount,
          createdAt: now,
        });
        return;
      }
      const amount = event.payload.amount;
      const facts = await orders.findOrderFacts(row.orderId);
      const invoiceId = await invoices.findInvoiceIdOfOrder(tx, row.orderId);
      if (invoiceId) {
        await invoices.issueRefundCreditNote(tx, {
          invoiceId,
          amount,
          reason:
            `Dispute refund, order ${facts?.number ?? row.orderId}${row.decisionReason ? `: ${row.decisionReason}` : ''}`.slice(
              0,
              500,
            ),
        });
      }
      const refundedBefore = await repository.sumRefundedOfOrder(row.orderId, tx);
      const status = refundedBefore + amount >= row.orderTotal ? 'REFUNDED' : 'PARTLY_REFUNDED';
      const changed = await repository.update(tx, row.id, { status, refundedAmount: amount, updatedAt: now });
      await repository.insertEvent(tx, {
        disputeId: row.id,
        kind: 'REFUND_SUCCEEDED',
        side: 'PLATFORM',
        amount,
        createdAt: now,
      });
      await publish(tx, changed, status, { amount, note: row.decisionReason });
    },

    /**
     * The deadline job's pass: disputes the supplier did not answer within 3 days go to the operators;
     * both businesses are told. Answers how many moved.
     */
    async passSupplierDeadlines(): Promise<number> {
      let moved = 0;
      for (;;) {
        const count = await repository.transaction(async (tx) => {
          const now = clock.now();
          const overdue = await repository.claimOverdue(tx, now, overdueBatchSize);
          for (const row of overdue) {
            const changed = await repository.update(tx, row.id, {
              status: 'AWAITING_OPERATOR',
              updatedAt: now,
            });
            await repository.insertEvent(tx, {
              disputeId: row.id,
              kind: 'DEADLINE_PASSED',
              side: 'PLATFORM',
              createdAt: now,
            });
            await publish(tx, changed, 'DEADLINE_PASSED');
          }
          return overdue.length;
        });
        moved += count;
        if (count < overdueBatchSize) return moved;
      }
    },
  };
}

/** The queue's cursor: the rank (0: waiting for an operator) before the time and id of the last row. */
function encodeQueueCursor(key: QueueKey): string {
  return `${key.rank}.${encodeTimeIdCursor({ time: key.time, id: key.id })}`;
}

function decodeQueueCursor(cursor: string): QueueKey {
  const [rank, rest] = [cursor.slice(0, 1), cursor.slice(2)];
  if ((rank !== '0' && rank !== '1') || cursor[1] !== '.') {
    throw new AppError('VALIDATION_FAILED', { field: 'cursor' });
  }
  return { rank: Number(rank), ...decodeTimeIdCursor(rest) };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
