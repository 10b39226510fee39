// Inserts published products (default 100,000) with varied Arabic and English names into a migrated
// Tawrid database, for the search benchmark. Deterministic (fixed seed): ids, names, prices and dates are the
// same on every run, and a catalog grown in steps (`start`: the products already there) is the catalog
// generated at once. The search columns are computed by the server's own module (dist/, so run
// `npm run build:server` first; or `BENCH_DIST=<folder>/dist`, see server-process.mjs), exactly as the app
// writes them.
//
//   node bench/generate-products.mjs postgres://user:password@host:port/database [count] [start]
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { loadBuilt } from './server-process.mjs';

/** What is sold, with the subcategory it belongs in (slugs of category-taxonomy.ts). */
const kinds = [
  ['Nitrile Gloves', 'قفازات نتريل', 'hardware-safety-ppe'],
  ['Safety Helmet', 'خوذة سلامة', 'hardware-safety-ppe'],
  ['Safety Shoes', 'حذاء سلامة', 'hardware-safety-ppe'],
  ['Reflective Vest', 'سترة عاكسة', 'hardware-safety-ppe'],
  ['Face Masks', 'كمامات طبية', 'health-medical-supplies'],
  ['First Aid Kit', 'حقيبة إسعافات أولية', 'health-medical-supplies'],
  ['Hospital Bed', 'سرير مستشفى', 'health-medical-supplies'],
  ['Medical Syringes', 'حقن طبية', 'health-medical-supplies'],
  ['Portland Cement', 'إسمنت بورتلاندي', 'hardware-building-materials'],
  ['White Cement', 'الأسمنت الأبيض', 'hardware-building-materials'],
  ['Red Bricks', 'طوب أحمر', 'hardware-building-materials'],
  ['Steel Rebar', 'حديد تسليح', 'raw-steel-metals'],
  ['Steel Sheets', 'ألواح حديد', 'raw-steel-metals'],
  ['Cordless Drill', 'مثقاب لاسلكي', 'hardware-power-tools'],
  ['Angle Grinder', 'صاروخ جلخ', 'hardware-power-tools'],
  ['Claw Hammer', 'مطرقة', 'hardware-hand-tools'],
  ['Screwdriver Set', 'طقم مفكات', 'hardware-hand-tools'],
  ['Stainless Screws', 'براغي ستانلس', 'hardware-fasteners'],
  ['PVC Pipes', 'مواسير بلاستيك', 'hardware-plumbing'],
  ['Water Pump', 'مضخة مياه', 'hardware-plumbing'],
  ['Electrical Cable', 'كابل كهربائي', 'hardware-electrical'],
  ['Welding Electrodes', 'أسلاك لحام', 'hardware-welding'],
  ['Wall Paint', 'دهان جدران', 'hardware-paints-coatings'],
  ['LED Bulbs', 'لمبات ليد', 'energy-efficient-lighting'],
  ['Solar Panel', 'لوح طاقة شمسية', 'energy-solar-panels'],
  ['Lithium Battery', 'بطارية ليثيوم', 'energy-batteries-storage'],
  ['Diesel Generator', 'مولد ديزل', 'energy-generators'],
  ['Shipping Cartons', 'كراتين شحن', 'packaging-cartons-boxes'],
  ['Stretch Film', 'نايلون تغليف', 'packaging-pallets-film'],
  ['Plastic Containers', 'علب بلاستيكية', 'packaging-plastic-containers'],
  ['Food Containers', 'علب حفظ الطعام', 'packaging-food-packaging'],
  ['Sticker Labels', 'ملصقات', 'packaging-labels-stickers'],
  ['Printing Paper', 'ورق طباعة', 'raw-paper-pulp'],
  ['Polyethylene Granules', 'حبيبات بولي إيثيلين', 'raw-plastics-polymers'],
  ['Caustic Soda', 'صودا كاوية', 'raw-industrial-chemicals'],
  ['Office Chair', 'كرسي مكتب', 'home-office-furniture'],
  ['Office Desk', 'طاولة مكتب', 'home-office-furniture'],
  ['School Desk', 'طاولة مدرسة', 'home-furniture'],
  ['Floor Cleaner', 'منظف أرضيات', 'home-cleaning-supplies'],
  ['Hand Sanitizer', 'معقم يدين', 'beauty-personal-hygiene'],
  ['Tissue Paper', 'مناديل ورقية', 'beauty-personal-hygiene'],
  ['Arabic Coffee', 'قهوة عربية', 'food-coffee-tea'],
  ['Green Tea', 'شاي أخضر', 'food-coffee-tea'],
  ['Sukkari Dates', 'تمر سكري', 'food-dates'],
  ['Ajwa Dates', 'تمر عجوة', 'food-dates'],
  ['Basmati Rice', 'أرز بسمتي', 'food-dry-goods'],
  ['Olive Oil', 'زيت زيتون', 'food-dry-goods'],
  ['Bottled Water', 'مياه معبأة', 'food-beverages-water'],
  ['Oud Perfume', 'عطر عود', 'beauty-perfumes-oud'],
  ['Bakhoor', 'بخور', 'beauty-perfumes-oud'],
  ['Work Uniform', 'زي عمل', 'fashion-uniforms-workwear'],
  ['Cotton Fabric', 'قماش قطني', 'fashion-fabrics-textiles'],
  ['Shemagh', 'شماغ', 'fashion-shemagh-ghutra'],
  ['Prayer Carpet', 'سجادة صلاة', 'home-carpets-rugs'],
  ['Kitchen Knife', 'سكين مطبخ', 'home-kitchenware'],
  ['Refrigerator', 'ثلاجة', 'home-appliances'],
  ['Air Conditioner', 'مكيف هواء', 'home-appliances'],
  ['Organic Fertilizer', 'سماد عضوي', 'agri-fertilizers'],
  ['Drip Irrigation Kit', 'شبكة ري بالتنقيط', 'agri-irrigation'],
  ['Livestock Feed', 'أعلاف مواشي', 'agri-livestock-feed'],
];
const adjectives = [
  ['Heavy Duty', 'شديد التحمل'],
  ['Premium', 'ممتاز'],
  ['Industrial', 'صناعي'],
  ['Economy', 'اقتصادي'],
  ['Large', 'كبير'],
  ['Small', 'صغير'],
  ['Medium', 'وسط'],
  ['Blue', 'أزرق'],
  ['White', 'أبيض'],
  ['Black', 'أسود'],
  ['Professional', 'احترافي'],
  ['Imported', 'مستورد'],
  ['Saudi Made', 'صناعة سعودية'],
  ['Lightweight', 'خفيف الوزن'],
  ['Waterproof', 'مقاوم للماء'],
  ['Eco Friendly', 'صديق للبيئة'],
];
const brands = ['Najd', 'Hijaz', 'Tihama', 'Qimma', 'Falcon', 'Oasis', 'Sahara', 'Marjan', 'Dana', 'Rawabi'];
const packs = [
  ['Box of 100', 'كرتون ١٠٠ حبة'],
  ['Pack of 12', 'عبوة 12 قطعة'],
  ['50 kg', '٥٠ كيلو'],
  ['20 L', '٢٠ لتر'],
  ['Set of 6', 'طقم 6 قطع'],
  ['Pallet', 'طبلية كاملة'],
];
const uses = [
  ['construction sites', 'مواقع البناء'],
  ['hospitals and clinics', 'المستشفيات والمستوصفات'],
  ['restaurants and hotels', 'المطاعم والفنادق'],
  ['factories', 'المصانع'],
  ['schools', 'المدارس'],
  ['offices', 'المكاتب'],
  ['farms', 'المزارع'],
  ['warehouses', 'المستودعات'],
];
const cities = [
  ['Riyadh', 'الرياض'],
  ['Jeddah', 'جدة'],
  ['Dammam', 'الدمام'],
  ['Makkah', 'مكة المكرمة'],
  ['Madinah', 'المدينة المنورة'],
  ['Abha', 'أبها'],
  ['Tabuk', 'تبوك'],
  ['Buraydah', 'بريدة'],
];

/** The words listings are made of, for the search benchmark's queries. */
export const vocabulary = { kinds, adjectives, brands, packs, uses, cities };

/** mulberry32: a small deterministic generator, so every run loads the same catalog. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How suppliers really type Arabic: with or without hamza, ة or ه, sometimes tashkeel or tatweel. */
function arabicSpelling(text, next) {
  let spelled = text;
  if (next() < 0.3) spelled = spelled.replace(/[أإآ]/g, 'ا');
  if (next() < 0.2) spelled = spelled.replace(/ة/g, 'ه');
  if (next() < 0.05) spelled = spelled.replace(/ك/, 'كـــ');
  if (next() < 0.05) spelled = spelled.replace(/ا/, 'اَ');
  return spelled;
}

function listing(next) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const [kindEn, kindAr, slug] = pick(kinds);
  const [adjectiveEn, adjectiveAr] = pick(adjectives);
  const [packEn, packAr] = pick(packs);
  const [useEn, useAr] = pick(uses);
  const [cityEn, cityAr] = pick(cities);
  const brand = pick(brands);
  const days = 1 + Math.floor(next() * 7);
  const minimum = 1 + Math.floor(next() * 50);
  const isArabic = next() < 0.55;
  const name = isArabic
    ? arabicSpelling(`${kindAr} ${adjectiveAr} ${packAr}`, next)
    : `${brand} ${adjectiveEn} ${kindEn}, ${packEn}`;
  const description = isArabic
    ? arabicSpelling(
        `${kindAr} ${adjectiveAr} مناسب ل${useAr}. توصيل من ${cityAr} خلال ${days} أيام. الحد الأدنى للطلب ${minimum} وحدة.`,
        next,
      )
    : `${adjectiveEn} ${kindEn.toLowerCase()} for ${useEn}. Delivered from ${cityEn} within ${days} days. Minimum order ${minimum} units.`;
  // Decision 027: a listing written in one language, the other left empty (as most suppliers start).
  const [ar, en] = isArabic ? [name.slice(0, 60), null] : [null, name.slice(0, 60)];
  return {
    nameAr: ar,
    nameEn: en,
    descriptionAr: isArabic ? description : null,
    descriptionEn: isArabic ? null : description,
    slug,
  };
}

/** A version-4-shaped uuid that is the same on every run for the same name. */
function stableUuid(name) {
  const hex = createHash('sha1').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const supplierCount = 200;

/** Everything of product `i` but its search columns, drawing from `next` in a fixed order. */
function productRow(next) {
  const item = listing(next);
  const ratings = next() < 0.4 ? 0 : Math.floor(next() * 300);
  return {
    item,
    supplier: Math.floor(next() * supplierCount),
    price: 100 + Math.floor(next() * 500_000),
    rating: ratings === 0 ? 0 : Math.round((1 + next() * 4) * 10) / 10,
    ratings,
    createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(next() * 320 * 86_400_000)),
  };
}

/**
 * GIN and GiST indexes of the public schema (not those behind a constraint): built once after a bulk load,
 * which is several times faster than keeping them up to date row by row. Answers their definitions.
 */
async function dropSearchIndexes(client) {
  const { rows } = await client.query(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i
     JOIN pg_class c ON c.oid = i.indexrelid
     JOIN pg_am am ON am.oid = c.relam
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND am.amname IN ('gin', 'gist')
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
  );
  for (const row of rows) await client.query(`DROP INDEX ${row.name}`);
  return rows.map((row) => row.definition);
}

/**
 * Inserts products `start` … `start + count - 1` (published, of 200 PREMIUM suppliers made with product 0)
 * and answers the elapsed milliseconds. With `deferIndexes`, the GIN and GiST indexes are dropped during
 * the load and built again after it (`maintenance_work_mem` raised for that session). `timings` receives
 * the milliseconds of each step: `insert`, `indexes` (building the deferred ones), `vacuum`.
 */
export async function generateProducts({
  connectionString,
  count = 100_000,
  start = 0,
  seed = 20261122,
  deferIndexes = false,
  timings = {},
}) {
  const { listingSearchColumns, typoLookupTerms } = await loadBuilt('platform/text/search-text.js');
  const started = Date.now();
  const next = random(seed);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows: categoryRows } = await client.query(
      `SELECT sub.id, sub.slug, sub.name_en, sub.name_ar, main.name_en AS main_en, main.name_ar AS main_ar
       FROM categories sub JOIN categories main ON main.id = sub.parent_id`,
    );
    const categories = new Map(categoryRows.map((row) => [row.slug, row]));
    for (const [, , slug] of kinds) if (!categories.has(slug)) throw new Error(`no subcategory ${slug}`);

    const supplierIds = Array.from({ length: supplierCount }, (_, n) => stableUuid(`${seed} supplier ${n}`));
    const supplierCities = supplierIds.map(() => cities[Math.floor(next() * cities.length)][0]);
    if (start === 0) {
      await client.query(
        `INSERT INTO users (id, email, name, national_id, business_name, registration_number,
                            city, is_email_verified)
         SELECT id, 'bench-' || n || '@example.com', 'Bench Supplier ' || n, '19' || lpad(n::text, 8, '0'),
                'Bench Trading ' || n, '70' || lpad(n::text, 8, '0'), city, true
         FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY AS s(id, city, n)`,
        [supplierIds, supplierCities],
      );
      await client.query(`INSERT INTO suppliers (user_id, plan) SELECT unnest($1::uuid[]), 'PREMIUM'`, [
        supplierIds,
      ]);
    }
    // The products before `start` are already there: draw their numbers again without inserting them.
    for (let i = 0; i < start; i += 1) productRow(next);

    await client.query("SET maintenance_work_mem = '256MB'");
    const deferred = deferIndexes ? await dropSearchIndexes(client) : [];
    const terms = new Set();
    const seenWords = new Set();
    const batchSize = 2_000;
    const end = start + count;
    for (let offset = start; offset < end; offset += batchSize) {
      const columns = {
        id: [],
        supplier: [],
        category: [],
        nameAr: [],
        nameEn: [],
        descriptionAr: [],
        descriptionEn: [],
        price: [],
        rating: [],
        ratings: [],
        createdAt: [],
        searchName: [],
        searchText: [],
      };
      for (let i = offset; i < Math.min(end, offset + batchSize); i += 1) {
        const row = productRow(next);
        const { item } = row;
        const category = categories.get(item.slug);
        const search = listingSearchColumns(item, [
          category.name_en,
          category.name_ar,
          category.main_en,
          category.main_ar,
        ]);
        // The typo lookup terms are the text's words that allow an edit: each word is judged once.
        for (const word of search.searchText.split(' ')) {
          if (seenWords.has(word)) continue;
          seenWords.add(word);
          for (const term of typoLookupTerms(word)) terms.add(term);
        }
        columns.id.push(stableUuid(`${seed} product ${i}`));
        columns.supplier.push(supplierIds[row.supplier]);
        columns.category.push(category.id);
        columns.nameAr.push(item.nameAr);
        columns.nameEn.push(item.nameEn);
        columns.descriptionAr.push(item.descriptionAr);
        columns.descriptionEn.push(item.descriptionEn);
        columns.price.push(row.price);
        columns.rating.push(row.rating);
        columns.ratings.push(row.ratings);
        columns.createdAt.push(row.createdAt);
        columns.searchName.push(search.searchName);
        columns.searchText.push(search.searchText);
      }
      await client.query(
        `INSERT INTO products (id, supplier_id, category_id, name_ar, name_en, description_ar, description_en,
                               price, avg_rating, ratings_count, created_at, updated_at, search_name, search_text,
                               is_published, case_quantity, min_order_quantity, stock)
         SELECT id, supplier, category, name_ar, name_en, description_ar, description_en, price, rating, ratings,
                created_at, created_at, search_name, search_text, true, 1, 1, 1000
         FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[],
                     $8::int[], $9::numeric[], $10::int[], $11::timestamptz[], $12::text[], $13::text[])
              AS t(id, supplier, category, name_ar, name_en, description_ar, description_en, price, rating,
                   ratings, created_at, search_name, search_text)`,
        Object.values(columns),
      );
      await client.query(
        `INSERT INTO listing_images (product_id, position, key, thumbnail_key)
         SELECT id, 0, 'listings/bench-' || id || '.webp', 'listings/bench-' || id || '-thumb.webp'
         FROM unnest($1::uuid[]) AS t(id)`,
        [columns.id],
      );
    }
    await client.query(`INSERT INTO search_terms (term) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`, [
      [...terms].sort(),
    ]);
    timings.insert = Date.now() - started;
    for (const definition of deferred) await client.query(definition);
    timings.indexes = Date.now() - started - timings.insert;
    // As after a night of autovacuum: GIN pending lists merged, visibility map set, statistics fresh.
    await client.query('VACUUM ANALYZE');
    timings.vacuum = Date.now() - started - timings.insert - timings.indexes;
    return Date.now() - started;
  } finally {
    await client.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [connectionString, count, start] = process.argv.slice(2);
  if (!connectionString) {
    console.error('usage: node bench/generate-products.mjs <database url> [count] [start]');
    process.exit(2);
  }
  const elapsed = await generateProducts({
    connectionString,
    count: count ? Number(count) : undefined,
    start: start ? Number(start) : 0,
  });
  console.log(`inserted ${count ?? 100_000} products in ${(elapsed / 1000).toFixed(1)} s`);
}
