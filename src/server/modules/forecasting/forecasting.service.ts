import type { DemandForecast, SoldWeek } from '../../../contract/forecasting/forecasting.schemas.js';
import { AppError } from '../../platform/errors/app-error.js';
import { dayMs, riyadhDayOf, riyadhPeriodStart } from '../../platform/time/riyadh-time.js';
import type { Clock } from '../../platform/time/clock.js';
import type { InvoicesService } from '../invoices/invoices.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { UsersService } from '../users/users.service.js';
import { adviseReorder, DEFAULT_COVER_WEEKS, forecastDemand } from './forecast-models.js';

/**
 * Weeks of sales read per forecast: three years, because a yearly season is considered only with three
 * of them (forecast-models.ts). Earlier sales would change the forecast too little to be worth reading.
 */
export const WEEKS_OF_HISTORY_READ = 3 * 52;
/** The past weeks the answer carries for the page's chart: one year. */
export const WEEKS_OF_HISTORY_SHOWN = 52;

const weekMs = 7 * dayMs;

/**
 * Demand forecasts of a Premium supplier's products (issue 10). Sales come from the two modules that hold
 * them: orders (not cancelled, by order time) and invoices (PRODUCT and GROUP_PURCHASE, paid or partly
 * paid, by issue time; group purchases are invoiced, decision 015). ORDER invoices repeat orders, so only
 * the orders count. The models are pure (forecast-models.ts); this composes them with the data.
 */
export function createForecastingService({
  users,
  catalog,
  orders,
  invoices,
  clock,
}: {
  users: Pick<UsersService, 'getSupplierPlan'>;
  catalog: Pick<CatalogService, 'getOwnProduct'>;
  orders: Pick<OrdersService, 'sumUnitsSoldByWeek'>;
  invoices: Pick<InvoicesService, 'sumListingUnitsPaidByWeek'>;
  clock: Clock;
}) {
  return {
    /**
     * The forecast of one of the supplier's products (spec §2 "demand prediction"). Basic suppliers get
     * PREMIUM_REQUIRED (spec §6); a product that is not theirs, or deleted, NOT_FOUND. History runs in
     * Sunday-to-Saturday Riyadh weeks up to the last complete one; the forecast starts with the current
     * week, so its first Sunday is also where the stock-out date is counted from.
     */
    async forecastProductDemand(supplierId: string, productId: string): Promise<DemandForecast> {
      if ((await users.getSupplierPlan(supplierId)) !== 'PREMIUM') throw new AppError('PREMIUM_REQUIRED');
      const product = await catalog.getOwnProduct(supplierId, productId);

      const currentWeek = riyadhPeriodStart('WEEK', clock.now()).getTime();
      const window = {
        from: new Date(currentWeek - WEEKS_OF_HISTORY_READ * weekMs),
        weeks: WEEKS_OF_HISTORY_READ,
      };
      const [ordered, invoiced] = await Promise.all([
        orders.sumUnitsSoldByWeek(supplierId, productId, window),
        invoices.sumListingUnitsPaidByWeek(supplierId, productId, window),
      ]);
      const units = new Array<number>(WEEKS_OF_HISTORY_READ).fill(0);
      for (const { week, units: sold } of [...ordered, ...invoiced]) units[week]! += sold;

      const weekStart = (week: number) => riyadhDayOf(new Date(window.from.getTime() + week * weekMs));
      const history: SoldWeek[] = units
        .map((sold, week) => ({ weekStart: weekStart(week), units: sold }))
        .slice(-WEEKS_OF_HISTORY_SHOWN);
      const answerBase = {
        product: {
          id: product.id,
          nameAr: product.nameAr,
          nameEn: product.nameEn,
          stock: product.stock,
          caseQuantity: product.caseQuantity,
        },
        history,
      };

      const forecast = forecastDemand(units);
      if (forecast.status === 'INSUFFICIENT_HISTORY') return { ...forecast, ...answerBase };

      const weeks = forecast.weeks.map((week, ahead) => ({
        weekStart: weekStart(WEEKS_OF_HISTORY_READ + ahead),
        ...week,
      }));
      const advice = adviseReorder({
        weeks,
        stockQuantity: product.stock,
        caseQuantity: product.caseQuantity,
        startDate: weeks[0]!.weekStart,
      });
      return {
        ...answerBase,
        status: 'FORECAST',
        model: forecast.model,
        seasonLength: forecast.seasonLength,
        demandPattern: forecast.demandPattern,
        weeks,
        backtest: forecast.backtest,
        candidates: forecast.candidates,
        advice: {
          coverWeeks: DEFAULT_COVER_WEEKS,
          reorderQuantity: advice.reorderQuantity,
          reorderCases: advice.reorderQuantity / product.caseQuantity,
          stockOutDate: advice.stockOutDate,
        },
      };
    },
  };
}

export type ForecastingService = ReturnType<typeof createForecastingService>;
