import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { categoryTaxonomy } from '../modules/categories/category-taxonomy.js';
import { demoSuppliers } from './demo-catalog-data.js';
import { familyFor, listingFamilies, subcategoryFamilies } from './demo-image-families.js';
import { imageSize, paletteFor, svgFor } from './demo-images.js';
import { demoSalesProducts } from './demo-sales-history.js';
import { drawingFamilies, drawings } from './drawings/index.js';

const listings = demoSuppliers.flatMap((supplier) => [...supplier.products, ...supplier.services]);
const subcategorySlugs = categoryTaxonomy.flatMap((main) => main.subcategories.map((sub) => sub.slug));

describe('demo image families', () => {
  it('gives every subcategory of the taxonomy a family with a drawing', () => {
    expect(subcategorySlugs.filter((slug) => !(subcategoryFamilies[slug]! in drawings))).toEqual([]);
    expect(Object.keys(subcategoryFamilies).filter((slug) => !subcategorySlugs.includes(slug))).toEqual([]);
  });

  it('maps every listing of the demo catalog to a family with a drawing', () => {
    for (const [slug, texts] of listings)
      expect(drawings, texts.nameEn).toHaveProperty([familyFor(slug, texts)]);
    const named = (nameAr: string, nameEn: string) => ({ nameAr, nameEn });
    expect(familyFor('packaging-cartons-boxes', named('كرتون شحن مضلع 3 طبقات 40×30×30 سم', ''))).toBe(
      'carton-box',
    );
    // Found by either name: the one the listing was first written in keeps its text.
    expect(familyFor('packaging-food-packaging', named('', 'Kraft Paper Bags with Handle (250 pcs)'))).toBe(
      'paper-bag',
    );
    expect(familyFor('agri-farm-equipment', named('محراث', 'Garden Tiller 7 HP Petrol'))).toBe('tiller');
    expect(familyFor('agri-farm-equipment', named('', ''))).toBe('tiller');
  });

  it('names only listings that exist, so a renamed listing does not silently lose its drawing', () => {
    const names = new Set(
      [...listings.map(([, texts]) => texts), ...demoSalesProducts].flatMap((texts) => [
        texts.nameAr,
        texts.nameEn,
      ]),
    );
    expect(Object.keys(listingFamilies).filter((name) => !names.has(name))).toEqual([]);
  });

  it('uses most drawings, so the catalog does not repeat a few families', () => {
    const used = new Set(listings.map(([slug, texts]) => familyFor(slug, texts)));
    expect(used.size).toBeGreaterThan(120);
  });
});

describe('demo drawings', () => {
  it('renders every family to a WebP of the image size', async () => {
    const results = await Promise.all(
      drawingFamilies.map(async (family) => {
        const webp = await sharp(Buffer.from(svgFor(`test/${family}`, { family, hue: 200 })))
          .webp({ effort: 0 })
          .toBuffer();
        const { format, width, height } = await sharp(webp).metadata();
        return { family, format, width, height };
      }),
    );
    for (const result of results) {
      expect(result, result.family).toEqual({
        family: result.family,
        format: 'webp',
        width: imageSize,
        height: imageSize,
      });
    }
  }, 120_000);

  it('varies the picture of one family from listing to listing', () => {
    const palette = paletteFor('packaging-raw-materials', 'packaging-cartons-boxes', {
      nameAr: '',
      nameEn: 'Moving Boxes Kit (20 Boxes + Tape)',
    });
    expect(palette).toEqual({ family: 'carton-box', hue: 25 });
    expect(svgFor('supplier01/a/0', palette)).toBe(svgFor('supplier01/a/0', palette));
    expect(svgFor('supplier01/a/0', palette)).not.toBe(svgFor('supplier01/b/0', palette));
  });
});
