import { CreateTenderBodySchema } from '../../contract/tenders/tenders.schemas.js';
import { dayMs } from '../platform/time/riyadh-time.js';
import type { Services } from '../services.js';
import { demoAccounts } from './demo-accounts.js';

type TenderServices = Pick<Services, 'users' | 'tenders'>;

/**
 * Issue 8 on the demo site: the demo buyer has a tender taking offers, so the suppliers' tenders page
 * (`/supplier/bids`) has one to answer. Published when the buyer has none still taking offers (the last
 * one's deadline passed since an earlier start-up); does nothing without the demo accounts.
 */
export async function seedDemoTender(services: TenderServices, now = new Date()): Promise<void> {
  const buyer = await services.users.findByEmail(demoAccounts.buyer.email);
  if (!buyer) return;
  const open = await services.tenders.listMyTenders(buyer.id, { phase: 'OPEN', limit: 1 });
  if (open.items.length > 0) return;
  // Parsed as the route would: the contract's rules hold for the demo too.
  const body = CreateTenderBodySchema.parse({
    name: 'توريد وتركيب معدات السلامة لمستودعات حي السلي',
    mainActivity:
      'توريد طفايات حريق وأنظمة إنذار مبكر ولوحات إرشادية لمستودعين في حي السلي بالرياض، مع التركيب وتدريب العاملين على استخدامها.',
    submissionDeadline: new Date(now.getTime() + 14 * dayMs).toISOString(),
    responseDeadlineOption: '2w',
  });
  // Published by the buyer's founding owner, whose member id is the business's (issue 26).
  await services.tenders.publishTender({ id: buyer.id, memberId: buyer.id, memberRoles: ['OWNER'] }, body);
}
