import {
  analyticsLatestReviewsLimit,
  analyticsRangeProblem,
  analyticsTopItemsLimit,
  defaultAnalyticsRange,
  monthsOfRange,
  overviewRecentLimit,
  overviewStockAlertsLimit,
  type AnalyticsMonth,
  type SupplierAnalytics,
  type SupplierOverview,
  type WishlistedItem,
} from '../../../contract/analytics/analytics.schemas.js';
import { AppError } from '../../platform/errors/app-error.js';
import { dayMs, riyadhDayOf, riyadhDayStart } from '../../platform/time/riyadh-time.js';
import type { Clock } from '../../platform/time/clock.js';
import type { ChatsService } from '../chats/chats.service.js';
import type { InvoicesService } from '../invoices/invoices.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { ReviewsService } from '../reviews/reviews.service.js';
import type { UsersService } from '../users/users.service.js';
import type { WishlistService } from '../wishlist/wishlist.service.js';

/**
 * A supplier's overview and analytics (issue 10), composed from the services that own the data: this
 * module has no tables of its own. Views of product pages are not counted (see analytics.routes.ts).
 */
export function createAnalyticsService({
  orders,
  invoices,
  reviews,
  wishlist,
  catalog,
  inventory,
  users,
  chats,
  clock,
}: {
  orders: Pick<
    OrdersService,
    'sumSupplierSalesByMonth' | 'findSupplierTopItems' | 'countSupplierOpenOrders' | 'listSupplierOrders'
  >;
  invoices: Pick<InvoicesService, 'sumSupplierInvoicePaymentsByMonth'>;
  reviews: Pick<ReviewsService, 'getSupplierRating' | 'listLatestReviewsOfSupplier'>;
  wishlist: Pick<WishlistService, 'countSavesOfSupplier'>;
  catalog: Pick<CatalogService, 'listForSupplier'>;
  inventory: Pick<InventoryService, 'findStockAlerts'>;
  users: Pick<UsersService, 'getPublicSupplier'>;
  chats: Pick<ChatsService, 'countUnread'>;
  clock: Clock;
}) {
  /** The 10 listings most buyers saved; null on Basic (spec §6: a Premium feature). */
  async function mostWishlistedOf(supplierId: string): Promise<WishlistedItem[] | null> {
    let counts;
    try {
      counts = await wishlist.countSavesOfSupplier(supplierId);
    } catch (error) {
      if (error instanceof AppError && error.code === 'PREMIUM_REQUIRED') return null;
      throw error;
    }
    const saved = counts.filter((entry) => entry.count > 0);
    if (saved.length === 0) return [];
    const names = new Map(
      (await catalog.listForSupplier(supplierId)).map((row) => [
        row.id,
        { nameAr: row.nameAr, nameEn: row.nameEn },
      ]),
    );
    // Ties by name: the English one, else the Arabic one (the order the orders' top items use).
    const sortName = (entry: { nameAr: string | null; nameEn: string | null }) =>
      entry.nameEn ?? entry.nameAr ?? '';
    return saved
      .map((entry) => ({ ...entry, ...(names.get(entry.id) ?? { nameAr: null, nameEn: null }) }))
      .sort((a, b) => b.count - a.count || sortName(a).localeCompare(sortName(b)) || (a.id < b.id ? -1 : 1))
      .slice(0, analyticsTopItemsLimit);
  }

  return {
    /**
     * Monthly sales (orders, and the supplier's own invoices as they are paid), top products, most
     * wishlisted listings and the company rating. Days are Riyadh days, both included; a missing bound
     * is filled from today in Riyadh (the last 12 calendar months), then the whole range is checked.
     */
    async getSupplierAnalytics(
      supplierId: string,
      query: { from?: string; to?: string },
    ): Promise<SupplierAnalytics> {
      const { from, to } = defaultAnalyticsRange(riyadhDayOf(clock.now()), query);
      if (analyticsRangeProblem(from, to)) throw new AppError('DATE_RANGE_INVALID', { from, to });
      const range = { from: riyadhDayStart(from), until: new Date(riyadhDayStart(to).getTime() + dayMs) };

      const [sales, invoicePayments, byQuantity, byRevenue, mostWishlisted, rating, latestReviews] =
        await Promise.all([
          orders.sumSupplierSalesByMonth(supplierId, range),
          invoices.sumSupplierInvoicePaymentsByMonth(supplierId, range),
          orders.findSupplierTopItems(supplierId, range, 'QUANTITY', analyticsTopItemsLimit),
          orders.findSupplierTopItems(supplierId, range, 'REVENUE', analyticsTopItemsLimit),
          mostWishlistedOf(supplierId),
          reviews.getSupplierRating(supplierId),
          reviews.listLatestReviewsOfSupplier(supplierId, analyticsLatestReviewsLimit),
        ]);

      const salesByMonth = new Map(sales.map((row) => [row.month, row]));
      const paidByMonth = new Map(invoicePayments.map((row) => [row.month, row]));
      const months: AnalyticsMonth[] = monthsOfRange(from, to).map((month) => ({
        month,
        orderCount: salesByMonth.get(month)?.orderCount ?? 0,
        orderRevenue: salesByMonth.get(month)?.netRevenue ?? 0,
        paidInvoiceCount: paidByMonth.get(month)?.paidInvoiceCount ?? 0,
        paidInvoiceRevenue: paidByMonth.get(month)?.netRevenue ?? 0,
      }));
      const sum = (pick: (month: AnalyticsMonth) => number) =>
        months.reduce((total, month) => total + pick(month), 0);

      return {
        from,
        to,
        months,
        totals: {
          orderCount: sum((m) => m.orderCount),
          orderRevenue: sum((m) => m.orderRevenue),
          // An invoice paid into in two months is counted in each of them, and here once per month too.
          paidInvoiceCount: sum((m) => m.paidInvoiceCount),
          paidInvoiceRevenue: sum((m) => m.paidInvoiceRevenue),
        },
        topItemsByQuantity: byQuantity,
        topItemsByRevenue: byRevenue,
        isPremium: mostWishlisted !== null,
        mostWishlisted,
        rating: {
          average: Math.round(rating.avgRating * 10) / 10,
          count: rating.ratingsCount,
        },
        latestReviews,
      };
    },

    /** What needs the supplier now: its store's visibility, open orders, stock, news and messages. */
    async getSupplierOverview(supplierId: string): Promise<SupplierOverview> {
      const [supplier, pendingOrders, stockAlerts, recentOrders, recentReviews, unreadMessages] =
        await Promise.all([
          users.getPublicSupplier(supplierId),
          orders.countSupplierOpenOrders(supplierId),
          inventory.findStockAlerts(supplierId, overviewStockAlertsLimit),
          orders.listSupplierOrders(supplierId, { limit: overviewRecentLimit }),
          reviews.listLatestReviewsOfSupplier(supplierId, overviewRecentLimit),
          chats.countUnread(supplierId),
        ]);
      return {
        store: {
          isStoreClosed: supplier.isStoreClosed,
          supplierStatus: supplier.status,
          isVisibleToBuyers: supplier.status === 'ACTIVE' && !supplier.isSuspended && !supplier.isStoreClosed,
        },
        pendingOrders,
        stockAlerts,
        recentOrders: recentOrders.items.map((order) => ({
          id: order.id,
          number: order.number,
          orderDate: order.orderDate,
          status: order.status,
          buyer: order.buyer,
          totalPrice: order.totalPrice,
        })),
        recentReviews,
        unreadMessages,
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
