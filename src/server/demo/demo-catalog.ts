import { hash } from '@node-rs/argon2';
import {
  listingMoneyKeys,
  ProductFieldsSchema,
  ServiceFieldsSchema,
  type ListingKind,
} from '../../contract/catalog/catalog.schemas.js';
import { saudiCities } from '../../contract/places/saudi-cities.js';
import { categoryTaxonomy } from '../modules/categories/category-taxonomy.js';
import type { Services } from '../services.js';
import { demoPassword } from './demo-accounts.js';
import {
  demoSuppliers,
  productFields,
  serviceFields,
  storeTexts,
  type DemoSupplier,
  type ListingOptions,
  type ListingTexts,
} from './demo-catalog-data.js';
import { drawListingImage, paletteFor } from './demo-images.js';
import { toWireMoney } from '../../contract/money/riyals.js';

type CatalogServices = Pick<Services, 'users' | 'categories' | 'catalog'>;

interface ResolvedCategory {
  readonly id: string;
  readonly mainId: string;
  readonly mainSlug: string;
}

type ListingSeed = readonly [slug: string, texts: ListingTexts, ...rest: unknown[]];

interface Counts {
  products: number;
  services: number;
  images: number;
}

/** Suppliers seeded side by side: drawing and re-encoding images keeps the libvips threads busy. */
const parallelSuppliers = 3;

/**
 * Subcategory slug → ids. Categories are found by their English names, which the taxonomy sync
 * keeps equal to category-taxonomy.ts; a missing one is a defect of this file, so it throws.
 */
async function resolveCategories(categories: CatalogServices['categories']) {
  const tree = await categories.listCategoryTree('en');
  const bySlug = new Map<string, ResolvedCategory>();
  for (const main of categoryTaxonomy) {
    const mainNode = tree.find((node) => node.name === main.nameEn);
    if (!mainNode) throw new Error(`Demo catalog: category ${main.slug} is not in the database`);
    for (const sub of main.subcategories) {
      const subNode = mainNode.subcategories.find((node) => node.name === sub.nameEn);
      if (!subNode) throw new Error(`Demo catalog: category ${sub.slug} is not in the database`);
      bySlug.set(sub.slug, { id: subNode.id, mainId: mainNode.id, mainSlug: main.slug });
    }
  }
  return (slug: string): ResolvedCategory => {
    const category = bySlug.get(slug);
    if (!category) throw new Error(`Demo catalog: unknown subcategory slug ${slug}`);
    return category;
  };
}

function arabicCity(englishName: string): string {
  const city = saudiCities.find((candidate) => candidate.en === englishName);
  if (!city) throw new Error(`Demo catalog: unknown city ${englishName}`);
  return city.ar;
}

async function seedSupplier(
  services: CatalogServices,
  supplier: DemoSupplier,
  categoryOf: (slug: string) => ResolvedCategory,
  passwordHash: string,
  counts: Counts,
) {
  const listings = [...supplier.products, ...supplier.services];
  const user = await services.users.createAccount({
    email: supplier.email,
    passwordHash,
    name: supplier.name,
    nationalId: supplier.nationalId,
    businessName: supplier.businessName,
    registrationNumber: supplier.registrationNumber,
    city: arabicCity(supplier.city),
    language: 'ar',
    businessCategoryIds: [...new Set(listings.map(([slug]) => categoryOf(slug).mainId))],
  });
  await services.users.markEmailVerified(user.id);
  await services.users.switchRole(user.id);
  await services.users.updateStore(user.id, {
    ...storeTexts(supplier),
    isStoreClosed: supplier.closingMessageAr !== undefined,
    deliveryFee: supplier.deliveryFee,
    vatNumber: supplier.vatNumber,
  });

  // One or two drawn images, then published unless the seed keeps it as a draft.
  const finish = async (kind: ListingKind, id: string, seed: ListingSeed, options: ListingOptions = {}) => {
    const [slug, texts] = seed;
    const palette = paletteFor(categoryOf(slug).mainSlug, slug, texts);
    for (let index = 0; index < (options.imageCount ?? 1); index++) {
      const image = await drawListingImage(`${supplier.email}/${texts.nameAr}/${index}`, palette);
      await services.catalog.addImage(user.id, kind, id, image);
      counts.images++;
    }
    if (!options.isDraft) await services.catalog.publish(user.id, kind, id);
  };

  for (const seed of supplier.products) {
    // Parsed as a route would: a seed breaking a contract rule fails here, not in a buyer's cart. Seeds
    // are halalas, which a request names `…Halalas` (decision 019).
    const fields = ProductFieldsSchema.parse(
      toWireMoney(productFields(seed, categoryOf(seed[0]).id), listingMoneyKeys.PRODUCT),
    );
    const product = await services.catalog.createProduct(user.id, fields);
    await finish('PRODUCT', product.id, seed, seed[4]);
    counts.products++;
  }
  for (const seed of supplier.services) {
    const fields = ServiceFieldsSchema.parse(
      toWireMoney(serviceFields(seed, categoryOf(seed[0]).id), listingMoneyKeys.SERVICE),
    );
    const service = await services.catalog.createService(user.id, fields);
    await finish('SERVICE', service.id, seed, seed[5]);
    counts.services++;
  }
}

/**
 * Creates the demo catalog when it is missing: about thirty fictitious suppliers (verified, switched
 * to supplier, store set up) with their products and services, each with a drawn image and
 * published, but for a few drafts. Runs at start-up on the demo site.
 *
 * The first supplier is created last: its account marks a complete catalog, so a run that was
 * interrupted starts again on the next start-up and skips the suppliers it had already made.
 */
export async function seedDemoCatalog(
  services: CatalogServices,
  options: { log?: (message: string) => void } = {},
): Promise<boolean> {
  const [first, ...others] = demoSuppliers;
  if (!first || (await services.users.findByEmail(first.email))) return false;
  const started = performance.now();
  const categoryOf = await resolveCategories(services.categories);
  const passwordHash = await hash(demoPassword);
  const counts: Counts = { products: 0, services: 0, images: 0 };
  let suppliers = 0;

  const queue = [...others];
  const seedNext = async (): Promise<void> => {
    for (let supplier = queue.shift(); supplier; supplier = queue.shift()) {
      if (await services.users.findByEmail(supplier.email)) continue;
      await seedSupplier(services, supplier, categoryOf, passwordHash, counts);
      suppliers++;
    }
  };
  await Promise.all(Array.from({ length: parallelSuppliers }, seedNext));
  await seedSupplier(services, first, categoryOf, passwordHash, counts);
  suppliers++;

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  options.log?.(
    `Demo catalog: ${suppliers} suppliers, ${counts.products} products, ${counts.services} services, ` +
      `${counts.images} images in ${seconds} s.`,
  );
  return true;
}
