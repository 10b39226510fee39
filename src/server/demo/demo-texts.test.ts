import { describe, expect, it } from 'vitest';
import { demoSupplierStore } from './demo-accounts.js';
import { demoSuppliers, listingTexts, storeTexts, type ListingTexts } from './demo-catalog-data.js';
import { demoService } from './demo-invoice.js';
import { demoSalesProducts } from './demo-sales-history.js';

const arabicLetter = /\p{Script=Arabic}/u;
const textKeys = ['nameAr', 'nameEn', 'descriptionAr', 'descriptionEn'] as const;

/** Every listing the demo seeds: the catalog's, the demo supplier's products and its invoiced service. */
const demoListings: readonly ListingTexts[] = [
  ...demoSuppliers.flatMap((supplier) => [...supplier.products, ...supplier.services].map((seed) => seed[1])),
  ...demoSalesProducts,
  demoService,
];

describe('demo texts', () => {
  it('names and describes every demo listing in Arabic and in English', () => {
    expect(demoListings.length).toBeGreaterThan(200);
    for (const texts of demoListings) {
      const label = `${texts.nameAr} / ${texts.nameEn}`;
      for (const key of textKeys) expect(texts[key].trim(), label).not.toBe('');
      expect(texts.nameAr, label).toMatch(arabicLetter);
      expect(texts.descriptionAr, label).toMatch(arabicLetter);
      expect(texts.nameEn, label).not.toMatch(arabicLetter);
      expect(texts.descriptionEn, label).not.toMatch(arabicLetter);
      expect(texts.nameAr.length, label).toBeLessThanOrEqual(60);
      expect(texts.nameEn.length, label).toBeLessThanOrEqual(60);
      expect(texts.descriptionAr.length, label).toBeLessThanOrEqual(1000);
      expect(texts.descriptionEn.length, label).toBeLessThanOrEqual(1000);
    }
  });

  it('gives every demo listing its own name in each language within a store', () => {
    for (const supplier of demoSuppliers) {
      const listings = [...supplier.products, ...supplier.services].map((seed) => seed[1]);
      for (const key of ['nameAr', 'nameEn'] as const) {
        expect(new Set(listings.map((texts) => texts[key])).size, supplier.businessName).toBe(
          listings.length,
        );
      }
    }
  });

  it('writes every demo store bio, and the closed store its message, in Arabic and in English', () => {
    for (const store of [...demoSuppliers, demoSupplierStore]) {
      expect(store.bioAr).toMatch(arabicLetter);
      expect(store.bioEn).not.toMatch(arabicLetter);
      expect(store.bioEn.trim()).not.toBe('');
      expect(store.closingMessageAr === undefined).toBe(store.closingMessageEn === undefined);
      if (store.closingMessageAr !== undefined) {
        expect(store.closingMessageAr).toMatch(arabicLetter);
        expect(store.closingMessageEn).not.toMatch(arabicLetter);
      }
    }
  });

  it('seeds listings and stores with both languages as written (decision 027)', () => {
    const [carton] = demoSuppliers[0]!.products;
    expect(listingTexts(carton![1])).toEqual({
      nameAr: 'كرتون شحن مضلع 3 طبقات 40×30×30 سم',
      nameEn: '3-Ply Corrugated Shipping Carton 40×30×30 cm',
      descriptionAr:
        'كرتون بني ثلاثي الطبقات لشحن الطلبات والتخزين، يتحمل حتى 20 كجم. يورَّد مسطحاً في حزم من 25 حبة.',
      descriptionEn:
        'Brown 3-ply carton for shipping orders and storage, holds up to 20 kg. Supplied flat in bundles of 25.',
    });
    // Written in English first: its English name is unchanged, so images keyed by it still match.
    expect(demoSuppliers[0]!.products[1]![1].nameEn).toBe('Mailer Boxes White 25×18×8 cm (Pack of 50)');
    const closed = demoSuppliers.find((supplier) => supplier.closingMessageAr !== undefined)!;
    expect(storeTexts(closed)).toEqual({
      storeBioAr: closed.bioAr,
      storeBioEn: closed.bioEn,
      closingMessageAr: closed.closingMessageAr,
      closingMessageEn: closed.closingMessageEn,
    });
    expect(storeTexts(demoSupplierStore)).toMatchObject({ closingMessageAr: '', closingMessageEn: '' });
  });
});
