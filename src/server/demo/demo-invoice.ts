import { ServiceFieldsSchema } from '../../contract/catalog/catalog.schemas.js';
import { CreateInvoiceBodySchema } from '../../contract/invoices/invoices.schemas.js';
import { dayMs, riyadhDayOf } from '../platform/time/riyadh-time.js';
import type { Services } from '../services.js';
import { demoAccounts } from './demo-accounts.js';
import { listingTexts } from './demo-catalog-data.js';
import { drawListingImage, paletteFor } from './demo-images.js';

type DealServices = Pick<Services, 'users' | 'categories' | 'catalog' | 'chats' | 'invoices'>;

/** The demo supplier's service the invoice is for (its store sells safety equipment). */
export const demoService = {
  mainSlug: 'technical-repair',
  subcategoryName: 'Fire Safety Systems',
  subcategorySlug: 'repair-fire-safety',
  nameAr: 'فحص وصيانة أنظمة إطفاء الحريق',
  nameEn: 'Fire Suppression System Inspection and Maintenance',
  descriptionAr:
    'فحص دوري لطفايات الحريق وشبكات الرشاشات ولوحات الإنذار وصيانتها وفق اشتراطات الدفاع المدني، مع تقرير بعد كل زيارة.',
  descriptionEn:
    'Scheduled inspection and maintenance of fire extinguishers, sprinkler networks and alarm panels to Civil Defense requirements, with a report after every visit.',
  price: 250_000,
} as const;

/** Fixed, so a second start-up answers the invoice already issued instead of issuing another. */
const demoInvoiceKey = '0b9c1d4e-7a36-4f2b-9e55-2d8f6a1c3e70';

/** The Riyadh calendar day `days` after today. */
const riyadhDayAfter = (now: Date, days: number) => riyadhDayOf(new Date(now.getTime() + days * dayMs));

/** The demo supplier's published service, created (with a drawn image) when missing. */
async function demoServiceId(services: DealServices, supplierId: string): Promise<string> {
  const [existing] = await services.catalog.listForSupplier(supplierId, {
    kind: 'SERVICE',
    q: demoService.nameAr,
  });
  if (existing) return existing.id;
  const tree = await services.categories.listCategoryTree('en');
  const category = tree
    .flatMap((main) => main.subcategories)
    .find((sub) => sub.name === demoService.subcategoryName);
  if (!category)
    throw new Error(`Demo invoice: category ${demoService.subcategorySlug} is not in the database`);
  const fields = ServiceFieldsSchema.parse({
    ...listingTexts(demoService),
    categoryId: category.id,
    priceHalalas: demoService.price,
    isPriceNegotiable: true,
    availability: 'APPOINTMENT',
  });
  const service = await services.catalog.createService(supplierId, fields);
  const image = await drawListingImage(
    `${demoAccounts.supplier.email}/${demoService.nameAr}/0`,
    paletteFor(demoService.mainSlug, demoService.subcategorySlug, demoService),
  );
  await services.catalog.addImage(supplierId, 'SERVICE', service.id, image);
  await services.catalog.publish(supplierId, 'SERVICE', service.id);
  return service.id;
}

/**
 * Decision 013 on the demo site: the demo buyer asked the demo supplier in chat for a maintenance
 * contract, and the supplier answered with a PENDING invoice paid 30% upfront at most, the rest on
 * delivery, posted in that chat. The buyer can accept it and pay the upfront part. Idempotent: each
 * piece is made only when missing; does nothing without the demo accounts.
 */
export async function seedDemoInvoice(services: DealServices, now = new Date()): Promise<void> {
  const [buyer, supplier] = await Promise.all([
    services.users.findByEmail(demoAccounts.buyer.email),
    services.users.findByEmail(demoAccounts.supplier.email),
  ]);
  if (!buyer || !supplier) return;
  const serviceId = await demoServiceId(services, supplier.id);
  const { thread, isNew } = await services.chats.openChat(buyer.id, {
    counterpartId: supplier.id,
    mySide: 'BUYER',
  });
  if (isNew) {
    await services.chats.sendMessage(buyer.id, thread.id, {
      text: 'السلام عليكم، نحتاج عقد فحص وصيانة لأنظمة الإطفاء في مستودعاتنا بالرياض: أربع زيارات خلال السنة. ما أفضل سعر لديكم؟',
      reference: { type: 'SERVICE', id: serviceId },
    });
  }
  // Parsed as the route would: the contract's rules (30% upfront at most) hold for the demo too. The
  // amounts are halalas, so they go by their `…Halalas` names: plain names mean riyals (decision 019).
  const body = CreateInvoiceBodySchema.parse({
    idempotencyKey: demoInvoiceKey,
    buyerId: buyer.id,
    chatId: thread.id,
    items: [
      {
        listingId: serviceId,
        // The supplier writes this invoice in Arabic, as its details, notes and terms.
        name: demoService.nameAr,
        details:
          'أربع زيارات ربع سنوية لمستودعين في حي السلي بالرياض: فحص الطفايات وشبكة الرشاشات ولوحة الإنذار، وتقرير معتمد بعد كل زيارة.',
        quantity: 4,
        unitPriceHalalas: 240_000,
      },
    ],
    deliveryFeeHalalas: 0,
    deliveryDate: riyadhDayAfter(now, 14),
    notes: 'السعر المتفق عليه في المحادثة لأربع زيارات.',
    terms: 'دفعة مقدمة عند قبول الفاتورة، والباقي بعد الزيارة الأولى.',
    paymentTerms: 'PARTIAL',
    upfrontAmountHalalas: 300_000,
  });
  await services.invoices.createSupplierInvoice(supplier.id, body);
}
