import { ProductFieldsSchema } from '../../contract/catalog/catalog.schemas.js';
import { categoryTaxonomy } from '../modules/categories/category-taxonomy.js';
import { dayMs, riyadhPeriodStart } from '../platform/time/riyadh-time.js';
import type { Services } from '../services.js';
import { demoAccounts } from './demo-accounts.js';
import { listingTexts, type ListingTexts } from './demo-catalog-data.js';
import { drawListingImage, paletteFor } from './demo-images.js';

type HistoryServices = Pick<Services, 'users' | 'categories' | 'catalog' | 'orders'>;

interface DemoProduct extends ListingTexts {
  readonly subcategorySlug: 'hardware-safety-ppe' | 'hardware-power-tools';
  /** Halalas per unit, before VAT. */
  readonly price: number;
  readonly caseQuantity: number;
  /** Units in stock now. */
  readonly stock: number;
  /** Units sold per week, oldest first, ending with the last complete week; whole cases. */
  readonly weeklyUnits: readonly number[];
}

/**
 * Issue 10 on the demo site: the demo supplier's safety equipment and power tools (its store bio), each
 * with 30 weeks of sales of a different shape, so the forecast page shows each model and each answer:
 * steady demand (Holt-Winters, no trend), a rising trend (Holt-Winters, damped trend), a 4-week cycle of
 * monthly restocking (seasonal naive over 4 weeks), sales in some weeks only (Croston/SBA), and a product
 * listed three weeks ago (too little history). The stock levels give a reorder now, a stock that covers
 * the next 4 weeks, and one that outlasts the 12-week forecast. Fixed numbers, not random: the demo and its
 * test see the same forecasts.
 */
export const demoSalesProducts: readonly DemoProduct[] = [
  {
    subcategorySlug: 'hardware-safety-ppe',
    nameAr: 'خوذة سلامة صناعية بحزام قابل للتعديل',
    nameEn: 'Industrial Safety Helmet with Adjustable Harness',
    descriptionAr:
      'خوذة من البولي إيثيلين عالي الكثافة مطابقة لمواصفة EN 397، بحزام رأس بست نقاط وفتحات تهوية، مناسبة لمواقع البناء والمصانع.',
    descriptionEn:
      'High-density polyethylene helmet to EN 397, with a six-point head harness and vents, for construction sites and factories.',
    price: 4_500,
    caseQuantity: 6,
    stock: 96,
    weeklyUnits: [
      42, 48, 42, 42, 42, 42, 48, 36, 42, 42, 36, 36, 42, 48, 42, 42, 48, 42, 48, 42, 42, 42, 42, 48, 42, 48,
      42, 36, 42, 42,
    ],
  },
  {
    subcategorySlug: 'hardware-safety-ppe',
    nameAr: 'قفازات عمل مقاومة للقطع (زوج)',
    nameEn: 'Cut-Resistant Work Gloves (Pair)',
    descriptionAr:
      'قفازات نسيج عالي المتانة مغطاة بالنتريل، مقاومة للقطع من المستوى C، تمنح قبضة ثابتة مع الزيوت. تباع بالزوج في كراتين من 12 زوجًا.',
    descriptionEn:
      'High-strength knitted gloves with a nitrile coating, cut level C, giving a firm grip with oils. Sold by the pair in cartons of 12 pairs.',
    price: 1_800,
    caseQuantity: 12,
    stock: 600,
    weeklyUnits: [
      36, 24, 36, 24, 36, 36, 36, 36, 36, 36, 48, 48, 60, 48, 48, 60, 60, 60, 48, 72, 60, 72, 72, 72, 72, 72,
      72, 84, 72, 96,
    ],
  },
  {
    subcategorySlug: 'hardware-safety-ppe',
    nameAr: 'نظارات واقية مضادة للضباب والخدش',
    nameEn: 'Anti-Fog, Scratch-Resistant Safety Glasses',
    descriptionAr:
      'نظارات سلامة بعدسة بولي كربونات شفافة مضادة للضباب والخدش، بحماية جانبية وذراعين قابلين للتعديل، مطابقة لمواصفة EN 166.',
    descriptionEn:
      'Safety glasses with a clear anti-fog, scratch-resistant polycarbonate lens, side protection and adjustable temples, to EN 166.',
    price: 2_500,
    caseQuantity: 10,
    stock: 150,
    weeklyUnits: [
      70, 20, 20, 40, 70, 10, 10, 40, 70, 10, 20, 40, 70, 30, 20, 40, 70, 20, 20, 40, 70, 20, 20, 50, 70, 20,
      20, 40, 70, 20,
    ],
  },
  {
    subcategorySlug: 'hardware-power-tools',
    nameAr: 'مثقاب كهربائي لاسلكي 18 فولت مع بطاريتين',
    nameEn: 'Cordless Drill 18 V with Two Batteries',
    descriptionAr:
      'مثقاب ومفك براغي لاسلكي بمحرك بدون فرش وعزم 60 نيوتن متر، مع بطاريتي ليثيوم 4 أمبير وشاحن سريع وحقيبة حمل.',
    descriptionEn:
      'Cordless drill driver with a brushless motor and 60 Nm torque, two 4 Ah lithium batteries, a fast charger and a carry case.',
    price: 39_900,
    caseQuantity: 1,
    stock: 40,
    weeklyUnits: [0, 2, 0, 0, 3, 1, 0, 0, 0, 4, 0, 0, 2, 0, 2, 0, 0, 3, 0, 0, 1, 2, 0, 0, 0, 3, 0, 2, 0, 2],
  },
  {
    subcategorySlug: 'hardware-safety-ppe',
    nameAr: 'سترة عاكسة عالية الوضوح بجيوب',
    nameEn: 'Hi-Vis Reflective Vest with Pockets',
    descriptionAr:
      'سترة عاكسة صفراء فلورية بشريطين عاكسين وسحاب أمامي وجيوب للأدوات والهاتف، مطابقة لمواصفة EN ISO 20471 الفئة 2.',
    descriptionEn:
      'Fluorescent yellow vest with two reflective bands, a front zip and pockets for tools and phone, to EN ISO 20471 Class 2.',
    price: 2_200,
    caseQuantity: 10,
    stock: 120,
    weeklyUnits: [...new Array<number>(27).fill(0), 30, 40, 30],
  },
];

/**
 * Creates the demo supplier's products and their sales history when it has no products yet (idempotent
 * through that check; a run stopped between the two leaves products without history). The history is
 * the demo buyer's COMPLETED orders, one per week, imported through the orders module rather than placed
 * through checkout: past sales have no card payment to charge, and checkout would move today's stock and
 * notify everyone of 30 new orders. Then `startPremiumTrial` (the plans module's trial, passed in by the
 * caller so this seed does not depend on plans) puts the Basic supplier on Premium, where forecasting is.
 * Does nothing without the demo accounts; answers whether it seeded.
 */
export async function seedDemoSalesHistory(
  services: HistoryServices,
  {
    now = new Date(),
    startPremiumTrial,
  }: { now?: Date; startPremiumTrial?: (supplierId: string) => Promise<unknown> } = {},
): Promise<boolean> {
  const [buyer, supplier] = await Promise.all([
    services.users.findByEmail(demoAccounts.buyer.email),
    services.users.findByEmail(demoAccounts.supplier.email),
  ]);
  if (!buyer || !supplier) return false;
  if ((await services.catalog.listForSupplier(supplier.id, { kind: 'PRODUCT' })).length > 0) return false;

  const tree = await services.categories.listCategoryTree('en');
  const productIds: string[] = [];
  for (const product of demoSalesProducts) {
    const main = categoryTaxonomy.find((candidate) =>
      candidate.subcategories.some((sub) => sub.slug === product.subcategorySlug),
    )!;
    const subcategoryName = main.subcategories.find((sub) => sub.slug === product.subcategorySlug)!.nameEn;
    const category = tree.flatMap((node) => node.subcategories).find((sub) => sub.name === subcategoryName);
    if (!category) throw new Error(`Demo sales: category ${product.subcategorySlug} is not in the database`);
    // Parsed as the route would: the contract's rules hold for the demo too (halalas by their
    // `…Halalas` names, decision 019).
    const fields = ProductFieldsSchema.parse({
      ...listingTexts(product),
      categoryId: category.id,
      priceHalalas: product.price,
      caseQuantity: product.caseQuantity,
      minOrderQuantity: product.caseQuantity,
      maxOrderQuantity: null,
      stock: product.stock,
      isGroupPurchaseEnabled: false,
      groupMinQuantity: null,
      groupDeadlineDays: null,
      groupPriceHalalas: null,
    });
    const { id } = await services.catalog.createProduct(supplier.id, fields);
    const image = await drawListingImage(
      `${demoAccounts.supplier.email}/${product.nameAr}/0`,
      paletteFor(main.slug, product.subcategorySlug, product),
    );
    await services.catalog.addImage(supplier.id, 'PRODUCT', id, image);
    await services.catalog.publish(supplier.id, 'PRODUCT', id);
    productIds.push(id);
  }

  // Week `weeks` is the last complete one; each order is placed Monday to Thursday at 10:00 in Riyadh.
  const weeks = Math.max(...demoSalesProducts.map((product) => product.weeklyUnits.length));
  const currentWeek = riyadhPeriodStart('WEEK', now).getTime();
  const orders = Array.from({ length: weeks }, (_, week) => ({
    placedAt: new Date(currentWeek - (weeks - week) * 7 * dayMs + (1 + (week % 4)) * dayMs + 10 * 3_600_000),
    lines: demoSalesProducts.flatMap((product, index) => {
      const quantity = product.weeklyUnits[week - (weeks - product.weeklyUnits.length)] ?? 0;
      return quantity > 0 ? [{ productId: productIds[index]!, quantity }] : [];
    }),
  })).filter((order) => order.lines.length > 0);
  await services.orders.recordImportedOrders({ buyerId: buyer.id, supplierId: supplier.id, orders });

  if (startPremiumTrial && (await services.users.getSupplierPlan(supplier.id)) === 'BASIC') {
    await startPremiumTrial(supplier.id);
  }
  return true;
}
