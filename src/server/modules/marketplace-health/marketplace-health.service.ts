import {
  daysOfHealthPeriod,
  healthFigureKeys,
  type HealthCity,
  type HealthFigures,
  type HealthQuery,
  type MarketplaceHealth,
} from '../../../contract/marketplace-health/marketplace-health.schemas.js';
import { orderStatuses } from '../../../contract/orders/orders.schemas.js';
import { saudiCities } from '../../../contract/places/saudi-cities.js';
import { riyalsText } from '../../../contract/money/riyals.js';
import { cityKeyOf, findKnownCity } from '../../platform/text/search-text.js';
import type { Clock } from '../../platform/time/clock.js';
import { dayMs, riyadhDayOf, riyadhDayStart } from '../../platform/time/riyadh-time.js';
import type { GroupPurchasesService } from '../group-purchases/group-purchases.service.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { TendersService } from '../tenders/tenders.service.js';
import type { UsersService } from '../users/users.service.js';

type Figure = keyof HealthFigures;
type DayCityCount = { day: string; city: string; count: number };

const zeroFigures = (): HealthFigures =>
  Object.fromEntries(healthFigureKeys.map((key) => [key, 0])) as HealthFigures;

/** The day `days` after a Riyadh day (YYYY-MM-DD); negative goes back. */
const dayAfter = (day: string, days: number) =>
  riyadhDayOf(new Date(riyadhDayStart(day).getTime() + days * dayMs));

/** The period asked for, once the default (the last 30 days up to today) is filled in. */
export function periodOf(query: HealthQuery, today: string): { from: string; to: string } {
  if (query.from && query.to) return { from: query.from, to: query.to };
  const days = daysOfHealthPeriod[query.period ?? 'LAST_30_DAYS'];
  return { from: dayAfter(today, -(days - 1)), to: today };
}

/**
 * The marketplace's health for operators (issue 25, decision 034), composed from the aggregates each
 * owning module answers through its service: this module has no tables and reads none. One statement per
 * figure covers the period and the one before it; cities are merged here, where «جدة» and «Jeddah» become
 * one city (`cityKeyOf`, decision 015's key).
 */
export function createMarketplaceHealthService({
  orders,
  users,
  tenders,
  groupPurchases,
  clock,
}: {
  orders: Pick<OrdersService, 'dailyTotals' | 'countActiveSuppliers'>;
  users: Pick<UsersService, 'newBusinessesDailyTotals'>;
  tenders: Pick<TendersService, 'dailyTotals'>;
  groupPurchases: Pick<GroupPurchasesService, 'dailyTotals'>;
  clock: Clock;
}) {
  /** The health of the period, and its figures by day and city (the CSV's rows). */
  async function compute(
    query: HealthQuery,
  ): Promise<{ health: MarketplaceHealth; dayCities: DayCityRow[] }> {
    const { from, to } = periodOf(query, riyadhDayOf(clock.now()));
    const length = Math.round((riyadhDayStart(to).getTime() - riyadhDayStart(from).getTime()) / dayMs) + 1;
    const previousFrom = dayAfter(from, -length);
    const previousTo = dayAfter(from, -1);
    const current = { from: riyadhDayStart(from), until: riyadhDayStart(dayAfter(to, 1)) };
    const previous = { from: riyadhDayStart(previousFrom), until: current.from };
    const both = { from: previous.from, until: current.until };

    const [placed, newBusinesses, activeByDay, activeNow, activeBefore, tendered, grouped] =
      await Promise.all([
        orders.dailyTotals(both),
        users.newBusinessesDailyTotals(both),
        orders.countActiveSuppliers(current, { byDay: true }),
        orders.countActiveSuppliers(current, { byDay: false }),
        orders.countActiveSuppliers(previous, { byDay: false }),
        tenders.dailyTotals(both),
        groupPurchases.dailyTotals(both),
      ]);

    const cities = new Map<string, { city: HealthCity; figures: HealthFigures }>();
    // Each spelling is keyed once: thousands of rows share a dozen spellings, and a key compares the
    // spelling with every listed city's two names.
    const keysOfWritten = new Map<string, string>();
    const cityOf = (written: string) => {
      let key = keysOfWritten.get(written);
      if (key === undefined) {
        key = cityKeyOf(written, saudiCities);
        keysOfWritten.set(written, key);
      }
      let entry = cities.get(key);
      if (!entry) {
        const known = findKnownCity(written, saudiCities);
        entry = {
          city: known ? { ar: known.ar, en: known.en } : { ar: written, en: written },
          figures: zeroFigures(),
        };
        cities.set(key, entry);
      }
      return { key, entry };
    };
    const days = new Map<string, HealthFigures>();
    for (let day = from; day <= to; day = dayAfter(day, 1)) days.set(day, zeroFigures());
    const totals = { current: zeroFigures(), previous: zeroFigures() };
    /** Day × city key → figures, for the CSV. */
    const dayCities = new Map<string, HealthFigures>();
    const statusCounts = new Map<string, number>();

    const add = (day: string, written: string, figure: Figure, value: number) => {
      if (day < from) {
        totals.previous[figure] += value;
        return;
      }
      const { key, entry } = cityOf(written);
      totals.current[figure] += value;
      entry.figures[figure] += value;
      days.get(day)![figure] += value;
      const dayCity = `${day} ${key}`;
      if (!dayCities.has(dayCity)) dayCities.set(dayCity, zeroFigures());
      dayCities.get(dayCity)![figure] += value;
    };
    const addCounts = (rows: DayCityCount[], figure: Figure) => {
      for (const row of rows) add(row.day, row.city, figure, row.count);
    };

    for (const row of placed) {
      add(row.day, row.city, 'orderCount', row.orderCount);
      add(row.day, row.city, 'gmv', row.gmv);
      if (row.day >= from) statusCounts.set(row.status, (statusCounts.get(row.status) ?? 0) + row.orderCount);
    }
    addCounts(newBusinesses, 'newBusinessCount');
    addCounts(tendered.published, 'tendersPublishedCount');
    addCounts(tendered.awarded, 'tendersAwardedCount');
    addCounts(grouped.started, 'groupPurchasesStartedCount');
    addCounts(grouped.completed, 'groupPurchasesCompletedCount');
    // A supplier active on two days counts once in the period: days and cities are counted apart.
    for (const row of activeByDay) {
      days.get(row.day)!.activeSupplierCount += row.count;
      const { key } = cityOf(row.city);
      const dayCity = `${row.day} ${key}`;
      if (!dayCities.has(dayCity)) dayCities.set(dayCity, zeroFigures());
      dayCities.get(dayCity)!.activeSupplierCount += row.count;
    }
    // A supplier has one city, so the cities' distinct counts add up to the period's.
    for (const row of activeNow) {
      cityOf(row.city).entry.figures.activeSupplierCount += row.count;
      totals.current.activeSupplierCount += row.count;
    }
    for (const row of activeBefore) totals.previous.activeSupplierCount += row.count;

    const cityList = [...cities.entries()]
      .filter(([, entry]) => healthFigureKeys.some((key) => entry.figures[key] > 0))
      .map(([key, entry]) => ({ key, city: entry.city, ...entry.figures }))
      .sort((a, b) => b.gmv - a.gmv || b.orderCount - a.orderCount || a.city.en.localeCompare(b.city.en));
    const health: MarketplaceHealth = {
      from,
      to,
      previousFrom,
      previousTo,
      current: totals.current,
      previous: totals.previous,
      ordersByStatus: orderStatuses.map((status) => ({ status, count: statusCounts.get(status) ?? 0 })),
      days: [...days.entries()].map(([day, figures]) => ({ day, ...figures })),
      cities: cityList.map(({ key: _key, ...city }) => city),
    };
    const dayCityRows = [...dayCities.entries()]
      .map(([dayCity, figures]) => {
        const [day, ...key] = dayCity.split(' ');
        return { day: day!, city: cities.get(key.join(' '))!.city, ...figures };
      })
      .sort((a, b) => a.day.localeCompare(b.day) || a.city.en.localeCompare(b.city.en));
    return { health, dayCities: dayCityRows };
  }

  return {
    getHealth: async (query: HealthQuery) => (await compute(query)).health,

    /**
     * The CSV of the period: one row per day and city with anything that day, amounts in riyals. UTF-8
     * with a byte order mark, which Excel needs to read Arabic; headers in the caller's language.
     */
    async healthCsv(query: HealthQuery, language: 'ar' | 'en'): Promise<{ fileName: string; csv: string }> {
      const { health, dayCities } = await compute(query);
      const header = csvHeaders[language];
      const lines = [
        header,
        ...dayCities.map((row) => [
          row.day,
          row.city.ar,
          row.city.en,
          riyalsText(row.gmv),
          ...healthFigureKeys.filter((key) => key !== 'gmv').map((key) => String(row[key])),
        ]),
      ];
      const csv = `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
      return { fileName: `marketplace-health-${health.from}-${health.to}.csv`, csv };
    },
  };
}

type DayCityRow = { day: string; city: HealthCity } & HealthFigures;

/** A cell quoted when it holds a separator, a quote or a line break (RFC 4180). */
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The columns, in the order of `healthFigureKeys` after the day, the city's two names and GMV. */
const csvHeaders: Record<'ar' | 'en', string[]> = {
  en: [
    'Day',
    'City (Arabic)',
    'City (English)',
    'GMV (SAR)',
    'Orders',
    'New businesses',
    'Active suppliers',
    'Tenders published',
    'Tenders awarded',
    'Group purchases started',
    'Group purchases completed',
  ],
  ar: [
    'اليوم',
    'المدينة (بالعربية)',
    'المدينة (بالإنجليزية)',
    'إجمالي قيمة البضائع (ريال)',
    'الطلبات',
    'منشآت جديدة',
    'موردون نشطون',
    'مناقصات منشورة',
    'مناقصات مرساة',
    'شراء جماعي بدأ',
    'شراء جماعي اكتمل',
  ],
};

export type MarketplaceHealthService = ReturnType<typeof createMarketplaceHealthService>;
