import type { z } from 'zod';
import { quantityProblem } from '../../../contract/cart/cart.schemas.js';
import { invoiceTotalsOf, maxInvoiceTotal } from '../../../contract/invoices/invoices.schemas.js';
import {
  groupBuyersRequired,
  groupSavingPercentOf,
  type GroupCancelReason,
  type CityGroupPurchase,
  type GroupPurchase,
  type GroupPurchaseStatus,
  type JoinGroupPurchaseBodySchema,
} from '../../../contract/group-purchases/group-purchases.schemas.js';
import { saudiCities } from '../../../contract/places/saudi-cities.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { DomainEventPublisher } from '../../platform/events/domain-event-outbox.js';
import type { Page } from '../../platform/pagination/page.js';
import {
  decodeTimeIdCursor,
  encodeTimeIdCursor,
  type TimeIdKey,
} from '../../platform/pagination/time-id-cursor.js';
import { fileUrl } from '../../platform/storage/file-storage.js';
import { dayMs } from '../../platform/time/riyadh-time.js';
import type { Clock } from '../../platform/time/clock.js';
import type { InvoicesService } from '../invoices/invoices.service.js';
import type { CatalogService, GroupProduct } from '../catalog/catalog.service.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import { cityKeyOf, findKnownCity } from '../../platform/text/search-text.js';
import type { UsersService } from '../users/users.service.js';
import type { GroupPurchasesRepository } from './group-purchases.repository.js';
import type { GroupPurchaseRow } from './group-purchases.tables.js';
import type { ListingNames } from '../../../contract/text/two-languages.js';

/** A product's names in both languages, as events and invoices carry them (decision 027). */
const namesOf = (product: ListingNames): ListingNames => ({ nameAr: product.nameAr, nameEn: product.nameEn });

export type JoinGroupPurchaseInput = z.output<typeof JoinGroupPurchaseBodySchema>;

export interface MyGroupPurchasesQuery {
  status?: GroupPurchaseStatus;
  cursor?: string;
  limit: number;
}

export interface CityGroupPurchasesQuery {
  cursor?: string;
  limit: number;
}

/** Groups the deadline job cancels in one transaction (each batch commits before the next is claimed). */
export const expireBatchSize = 50;

const isSucceeded = (group: GroupPurchaseRow) =>
  group.memberCount >= group.buyersRequired && group.totalQuantity >= group.minQuantity;

/** Open and before its deadline: the only time a group takes or loses members. */
const isTakingMembers = (group: GroupPurchaseRow, now: Date) =>
  group.status === 'OPEN' && now < group.deadline;

const cityKeyOfBuyer = (city: string) => cityKeyOf(city, saudiCities);

/** A listed city's Arabic and English names; any other city as it was written, in both. */
function cityNamesOf(city: string): { ar: string; en: string } {
  const known = findKnownCity(city, saudiCities);
  return known ? { ar: known.ar, en: known.en } : { ar: city, en: city };
}

/** How long after it closed the product page still shows a member its group's outcome. */
const outcomeShownMs = 7 * dayMs;

/**
 * Issue 9, decision 015: group purchases by city. A buyer joins the group open for a product in its city
 * (or starts it); the join that brings the group to 5 buyers and the minimum quantity completes it in the
 * same transaction: stock reserved, every member invoiced at the group price. A job cancels groups that
 * reach their deadline first.
 */
export function createGroupPurchasesService({
  repository,
  catalog,
  inventory,
  users,
  invoices,
  events,
  clock,
}: {
  repository: GroupPurchasesRepository;
  /** The product's terms (read in the join's transaction), its stock, and the products of a list. */
  catalog: Pick<CatalogService, 'findGroupProduct' | 'findCartProducts' | 'findProductNames'>;
  inventory: Pick<InventoryService, 'reserveStock'>;
  /** The buyer's city, and the supplier's delivery fee each member's invoice carries. */
  users: Pick<UsersService, 'findById' | 'getDeliveryFees'>;
  /** Each member's invoice when a group completes. */
  invoices: Pick<InvoicesService, 'issueForGroupPurchase' | 'findStatuses'>;
  /** GroupPurchaseJoined, GroupPurchaseCompleted and GroupPurchaseCancelled, in the transaction of the change. */
  events: DomainEventPublisher;
  clock: Clock;
}) {
  /** One page of groups (fetched one past `limit`) as `viewerId` sees them, with the next page's cursor. */
  async function pageOf(
    rows: ReadonlyArray<{ group: GroupPurchaseRow; key: TimeIdKey }>,
    limit: number,
    viewerId: string,
  ): Promise<Page<GroupPurchase>> {
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: await toGroupPurchases(
        page.map((row) => row.group),
        viewerId,
      ),
      nextCursor: rows.length > limit && last ? encodeTimeIdCursor(last.key) : null,
    };
  }

  /** The groups as the API shows them to `viewerId`: product, supplier, counts and the viewer's part. */
  async function toGroupPurchases(
    rows: readonly GroupPurchaseRow[],
    viewerId: string,
  ): Promise<GroupPurchase[]> {
    const ids = rows.map((row) => row.id);
    const now = clock.now();
    const [products, fees, parts] = await Promise.all([
      catalog.findCartProducts(rows.map((row) => row.productId)),
      users.getDeliveryFees(rows.map((row) => row.supplierId)),
      repository.findPartsOfBuyer(viewerId, ids),
    ]);
    const invoiceStatuses = await invoices.findStatuses(
      [...parts.values()].flatMap((part) => (part.invoiceId ? [part.invoiceId] : [])),
    );
    const productById = new Map(products.map((product) => [product.id, product]));
    return rows.map((row) => {
      // Products are soft-deleted, never removed: every group's product is there.
      const product = productById.get(row.productId)!;
      const myPart = parts.get(row.id);
      return {
        id: row.id,
        product: {
          id: product.id,
          nameAr: product.nameAr,
          nameEn: product.nameEn,
          imageUrl: product.imageKey ? fileUrl(product.imageKey) : null,
          caseQuantity: product.caseQuantity,
          minOrderQuantity: product.minOrderQuantity,
          maxOrderQuantity: product.maxOrderQuantity,
        },
        supplier: { userId: product.supplierId, businessName: product.supplierBusinessName },
        city: cityNamesOf(row.city),
        status: row.status,
        isTakingMembers: isTakingMembers(row, now),
        secondsLeft: Math.max(0, Math.floor((row.deadline.getTime() - now.getTime()) / 1000)),
        cancelReason: row.cancelReason,
        unitPrice: row.unitPrice,
        standardPrice: row.standardPrice,
        savingPercent: groupSavingPercentOf(row.standardPrice, row.unitPrice),
        deliveryFee: fees.get(row.supplierId) ?? 0,
        buyersRequired: row.buyersRequired,
        minQuantity: row.minQuantity,
        memberCount: row.memberCount,
        totalQuantity: row.totalQuantity,
        startedAt: row.startedAt.toISOString(),
        deadline: row.deadline.toISOString(),
        closedAt: row.closedAt?.toISOString() ?? null,
        myQuantity: myPart?.quantity ?? null,
        myInvoiceId: myPart?.invoiceId ?? null,
        myInvoiceStatus: (myPart?.invoiceId && invoiceStatuses.get(myPart.invoiceId)) || null,
      };
    });
  }

  async function toGroupPurchase(row: GroupPurchaseRow, viewerId: string): Promise<GroupPurchase> {
    return (await toGroupPurchases([row], viewerId))[0]!;
  }

  async function buyerOf(buyerId: string) {
    const buyer = await users.findById(buyerId);
    if (!buyer) throw new AppError('NOT_FOUND');
    return buyer;
  }

  async function cancel(
    tx: DbExecutor,
    groups: readonly GroupPurchaseRow[],
    reason: GroupCancelReason,
    productNameOf: (group: GroupPurchaseRow) => ListingNames,
  ): Promise<void> {
    const now = clock.now();
    await repository.markCancelled(
      tx,
      groups.map((group) => group.id),
      reason,
      now,
    );
    const members = await repository.findMembers(
      tx,
      groups.map((group) => group.id),
    );
    for (const group of groups) {
      await events.publish(tx, 'GroupPurchaseCancelled', {
        groupPurchaseId: group.id,
        productName: productNameOf(group),
        memberCount: group.memberCount,
        reason,
        memberIds: members.filter((m) => m.groupPurchaseId === group.id).map((m) => m.buyerId),
      });
    }
  }

  /**
   * Decision 015: the group reached both targets in this transaction. The product must still be offered
   * for group purchase and its stock must cover the group (a savepoint, so a shortage cancels the group
   * without undoing the join); then every member is invoiced and told, and the supplier too.
   */
  async function complete(
    tx: DbExecutor,
    group: GroupPurchaseRow,
    product: GroupProduct,
    deliveryFee: number,
  ): Promise<void> {
    const productNameOf = () => namesOf(product);
    if (!product.isVisible || !product.isGroupPurchaseEnabled) {
      await cancel(tx, [group], 'PRODUCT_UNAVAILABLE', productNameOf);
      return;
    }
    try {
      await tx.transaction((savepoint) =>
        inventory.reserveStock([{ productId: group.productId, quantity: group.totalQuantity }], savepoint),
      );
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'OUT_OF_STOCK')) throw error;
      await cancel(tx, [group], 'OUT_OF_STOCK', productNameOf);
      return;
    }
    const completed = await repository.markCompleted(tx, group.id, clock.now());
    const members = await repository.findMembers(tx, [group.id]);
    const invoiceIds = await invoices.issueForGroupPurchase(tx, {
      supplierId: group.supplierId,
      productId: group.productId,
      productName: namesOf(product),
      unitPrice: group.unitPrice,
      deliveryFee,
      members,
      completedAt: completed.closedAt!,
    });
    await repository.recordMemberInvoices(tx, group.id, invoiceIds);
    await events.publish(tx, 'GroupPurchaseCompleted', {
      groupPurchaseId: group.id,
      productName: namesOf(product),
      memberCount: completed.memberCount,
      supplier: { userId: group.supplierId, businessName: product.supplierBusinessName },
      memberIds: members.map((member) => member.buyerId),
    });
  }

  /**
   * The group open for the product in the buyer's city, locked; started when there is none. The city's
   * lock comes first, so of two buyers starting at once one starts the group and the other joins it.
   */
  async function lockOrStart(
    tx: DbExecutor,
    product: GroupProduct,
    buyerCity: string,
    now: Date,
  ): Promise<GroupPurchaseRow> {
    const cityKey = cityKeyOfBuyer(buyerCity);
    await repository.lockCity(tx, product.id, cityKey);
    const open = await repository.lockOpenInCity(tx, product.id, cityKey);
    if (open) return open;
    return repository.insertOpen(tx, {
      productId: product.id,
      supplierId: product.supplierId,
      city: buyerCity,
      cityKey,
      unitPrice: product.groupPrice!,
      standardPrice: product.price,
      buyersRequired: groupBuyersRequired,
      minQuantity: product.groupMinQuantity!,
      startedAt: now,
      deadline: new Date(now.getTime() + product.groupDeadlineDays! * dayMs),
    });
  }

  return {
    /** Marketplace health (decision 034): groups started and completed in [from, until), by day and city. */
    dailyTotals: (range: { from: Date; until: Date }) =>
      repository.countStartedAndCompletedByDayAndCity(range),
    /**
     * `GET /api/products/{id}/group-purchase`: the group open for this product in the buyer's city; else
     * the buyer's own group of it that closed in the last week (its outcome); and the buyer's city.
     */
    async getCityGroup(buyerId: string, productId: string): Promise<CityGroupPurchase> {
      const [buyer, product] = await Promise.all([buyerOf(buyerId), catalog.findGroupProduct(productId)]);
      if (!product?.isVisible) throw new AppError('NOT_FOUND');
      const row =
        (await repository.findOpenInCity(productId, cityKeyOfBuyer(buyer.city))) ??
        (await repository.findLatestClosedOfBuyer(
          buyerId,
          productId,
          new Date(clock.now().getTime() - outcomeShownMs),
        ));
      return { group: row ? await toGroupPurchase(row, buyerId) : null, city: cityNamesOf(buyer.city) };
    },

    /** A group the buyer is in, or one open in its city; another city's group is NOT_FOUND. */
    async getGroup(buyerId: string, id: string): Promise<GroupPurchase> {
      const [buyer, row] = await Promise.all([buyerOf(buyerId), repository.findById(id)]);
      if (!row) throw new AppError('NOT_FOUND');
      const group = await toGroupPurchase(row, buyerId);
      const isVisible =
        group.myQuantity !== null || (row.status === 'OPEN' && row.cityKey === cityKeyOfBuyer(buyer.city));
      if (!isVisible) throw new AppError('NOT_FOUND');
      return group;
    },

    /**
     * Joins the group open for the product in the buyer's city, or starts it (decision 015). Under the
     * group's lock: the deadline against the clock, one join per buyer, the product's case rules on the
     * stock the other members left; the join that reaches both targets completes the group.
     */
    async joinGroup(buyerId: string, body: JoinGroupPurchaseInput): Promise<GroupPurchase> {
      const now = clock.now();
      const buyer = await buyerOf(buyerId);
      const known = await catalog.findGroupProduct(body.productId);
      if (!known?.isVisible) throw new AppError('NOT_FOUND');
      if (known.supplierId === buyerId) throw new AppError('GROUP_PURCHASE_OWN_PRODUCT');
      const deliveryFee = (await users.getDeliveryFees([known.supplierId])).get(known.supplierId) ?? 0;

      const groupId = await repository.transaction(async (tx) => {
        // Read again under the transaction: the terms and stock the join is checked against.
        const product = (await catalog.findGroupProduct(body.productId, tx))!;
        if (!product.isVisible) throw new AppError('NOT_FOUND');
        if (!product.isGroupPurchaseEnabled) throw new AppError('GROUP_PURCHASE_NOT_ENABLED');
        const group = await lockOrStart(tx, product, buyer.city, now);
        if (!isTakingMembers(group, now)) throw new AppError('GROUP_PURCHASE_CLOSED');
        const problem = quantityProblem(body.quantity, {
          caseQuantity: product.caseQuantity,
          minOrderQuantity: product.minOrderQuantity,
          maxOrderQuantity: product.maxOrderQuantity,
          stock: product.stock - group.totalQuantity,
        });
        if (problem === 'OUT_OF_STOCK') {
          // The stock the other members left, not the product's: say how much is left for the group.
          const available = Math.max(0, product.stock - group.totalQuantity);
          throw new AppError('GROUP_STOCK_SHORT', { field: 'quantity', available });
        }
        if (problem) throw new AppError(problem, { field: 'quantity' });
        // Each member pays its own invoice, which carries at most maxInvoiceTotal: past it the join that
        // completed the group failed at the database, every time (a 500 found by the security tests, issue 11).
        // Counted with VAT: the most it can be, whether or not the supplier is VAT-registered when the group
        // completes (decision 018).
        const memberInvoice = invoiceTotalsOf({
          items: [{ quantity: body.quantity, unitPrice: group.unitPrice }],
          deliveryFee,
          isVatRegistered: true,
        });
        if (memberInvoice.total > maxInvoiceTotal) {
          throw new AppError('INVOICE_TOTAL_TOO_LARGE', { field: 'quantity' });
        }
        const isJoined = await repository.insertMember(tx, {
          groupPurchaseId: group.id,
          buyerId,
          quantity: body.quantity,
          joinedAt: now,
        });
        if (!isJoined) throw new AppError('GROUP_PURCHASE_ALREADY_JOINED');
        const counted = await repository.addToCounts(tx, group.id, { members: 1, quantity: body.quantity });
        if (isSucceeded(counted)) {
          await complete(tx, counted, product, deliveryFee);
        } else {
          await events.publish(tx, 'GroupPurchaseJoined', {
            groupPurchaseId: group.id,
            productName: namesOf(product),
            memberCount: counted.memberCount,
            buyerId,
            memberIds: (await repository.findMembers(tx, [group.id])).map((member) => member.buyerId),
          });
        }
        return group.id;
      });
      return toGroupPurchase((await repository.findById(groupId))!, buyerId);
    },

    /** The buyer leaves an open group before its deadline; the last one leaving cancels it. */
    async leaveGroup(buyerId: string, id: string): Promise<GroupPurchase> {
      const now = clock.now();
      await repository.transaction(async (tx) => {
        const group = await repository.lockById(tx, id);
        if (!group) throw new AppError('NOT_FOUND');
        const quantity = await repository.deleteMember(tx, id, buyerId);
        if (quantity === undefined) throw new AppError('NOT_FOUND');
        if (!isTakingMembers(group, now)) throw new AppError('GROUP_PURCHASE_CLOSED');
        const counted = await repository.addToCounts(tx, id, { members: -1, quantity: -quantity });
        if (counted.memberCount === 0) {
          const names = await catalog.findProductNames([counted.productId], tx);
          // Nobody is left to tell; the fact is published all the same, for whoever else reacts to it.
          await cancel(tx, [counted], 'NO_MEMBERS', () => names.get(counted.productId)!);
        }
      });
      return toGroupPurchase((await repository.findById(id))!, buyerId);
    },

    /** `GET /api/buyers/me/group-purchases`: the groups the buyer joined, newest first. */
    async listMyGroups(buyerId: string, query: MyGroupPurchasesQuery): Promise<Page<GroupPurchase>> {
      const rows = await repository.findPageOfBuyer(buyerId, {
        status: query.status,
        before: query.cursor ? decodeTimeIdCursor(query.cursor) : undefined,
        limit: query.limit + 1,
      });
      return pageOf(rows, query.limit, buyerId);
    },

    /**
     * `GET /api/group-purchases`: the groups the buyer could join in its own city (open, before their
     * deadline), the soonest deadline first; other cities' groups are never listed.
     */
    async listCityGroups(buyerId: string, query: CityGroupPurchasesQuery): Promise<Page<GroupPurchase>> {
      const buyer = await buyerOf(buyerId);
      const rows = await repository.findPageOpenInCity(cityKeyOfBuyer(buyer.city), {
        now: clock.now(),
        after: query.cursor ? decodeTimeIdCursor(query.cursor) : undefined,
        limit: query.limit + 1,
      });
      return pageOf(rows, query.limit, buyerId);
    },

    /**
     * Decision 015's deadline job, every minute on every node: groups still OPEN at their deadline are
     * claimed in batches (`SKIP LOCKED`: two nodes never cancel the same group), cancelled and their
     * members told, one transaction per batch. Answers how many this call cancelled.
     */
    async cancelExpiredGroups(): Promise<number> {
      const now = clock.now();
      let cancelledCount = 0;
      for (;;) {
        const claimed = await repository.transaction(async (tx) => {
          const groups = await repository.claimExpired(tx, { now, limit: expireBatchSize });
          if (groups.length === 0) return 0;
          const names = await catalog.findProductNames(
            groups.map((group) => group.productId),
            tx,
          );
          await cancel(tx, groups, 'DEADLINE_MISSED', (group) => names.get(group.productId)!);
          return groups.length;
        });
        cancelledCount += claimed;
        if (claimed < expireBatchSize) return cancelledCount;
      }
    },
  };
}

export type GroupPurchasesService = ReturnType<typeof createGroupPurchasesService>;
