import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { isLuhnValid } from '../../../contract/payments/payments.schemas.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { cardBrandOf } from './card-brand.js';
import type {
  CardBrand,
  Charge,
  ChargeFailureCode,
  ChargeStatus,
  CreateChargeInput,
  PaymentProvider,
  ProviderCard,
  ProviderRefund,
  RawCard,
} from './payment-provider.js';
import { sandboxCharges, sandboxRefunds } from './sandbox-payments.tables.js';

/** How a sandbox card behaves when charged. */
export type SandboxCardBehaviour = 'approve' | 'challenge' | 'decline' | 'funds';

/**
 * The documented test cards (README "Demo accounts and sandbox numbers", and the test 3-D Secure page).
 * Keep the three in step. Any other number that passes the Luhn check needs 3-D Secure.
 */
export const sandboxTestCards = [
  { number: '4111111111111111', brand: 'VISA', behaviour: 'approve' },
  { number: '5123450000000008', brand: 'MASTERCARD', behaviour: 'approve' },
  { number: '4000000000003220', brand: 'VISA', behaviour: 'challenge' },
  { number: '4464040000000007', brand: 'MADA', behaviour: 'challenge' },
  { number: '4000000000000002', brand: 'VISA', behaviour: 'decline' },
  { number: '4000000000009995', brand: 'VISA', behaviour: 'funds' },
] as const satisfies readonly { number: string; brand: CardBrand; behaviour: SandboxCardBehaviour }[];

const behaviours: readonly SandboxCardBehaviour[] = ['approve', 'challenge', 'decline', 'funds'];

function behaviourOf(digits: string, brand: CardBrand): SandboxCardBehaviour {
  // saudi.md: mada payments always go through a 3-D Secure redirect.
  if (brand === 'MADA') return 'challenge';
  return sandboxTestCards.find((card) => card.number === digits)?.behaviour ?? 'challenge';
}

/*
 * A saved sandbox card's token carries what a later charge needs: its behaviour, brand and last four
 * (none of them secret). The charge then needs no lookup in our own tables, like a real provider.
 * Form: sbx_card_<behaviour>_<brand>_<last4>_<random>.
 */
function tokenOf(behaviour: SandboxCardBehaviour, brand: CardBrand, last4: string): string {
  return `sbx_card_${behaviour}_${brand.toLowerCase()}_${last4}_${randomUUID().replaceAll('-', '')}`;
}

function parseToken(token: string): { behaviour: SandboxCardBehaviour; brand: CardBrand; last4: string } {
  const match = /^sbx_card_([a-z]+)_([a-z]+)_(\d{4})_[0-9a-f]{32}$/.exec(token);
  const behaviour = behaviours.find((candidate) => candidate === match?.[1]);
  const brand = match?.[2]?.toUpperCase() as CardBrand | undefined;
  if (!match || !behaviour || !brand) throw new AppError('CARD_INVALID');
  return { behaviour, brand, last4: match[3]! };
}

function digitsOf(card: RawCard): string {
  const digits = card.number.replace(/\D/g, '');
  if (!/^\d{12,19}$/.test(digits) || !isLuhnValid(digits)) throw new AppError('CARD_INVALID');
  return digits;
}

/**
 * What the `card` column of a sandbox charge holds: the card's brand and last four (shown on the test
 * page), how it behaves, the saved card the charge makes when captured, and what was refunded. Never
 * the number or the security code.
 */
interface SandboxChargeDetails {
  brand: CardBrand;
  last4: string;
  behaviour: SandboxCardBehaviour;
  savedCard: ProviderCard | null;
  refundedAmount: number;
}

type SandboxChargeRow = typeof sandboxCharges.$inferSelect;

const toRefund = (row: typeof sandboxRefunds.$inferSelect): ProviderRefund => ({
  id: row.id,
  status: row.status as ProviderRefund['status'],
  amount: row.amount,
  reference: row.reference,
});

/** A test charge as the sandbox 3-D Secure page shows it. */
export interface SandboxTestCharge {
  id: string;
  amount: number;
  status: ChargeStatus;
  brand: CardBrand;
  last4: string;
}

export interface SandboxPayments extends PaymentProvider {
  readonly name: 'sandbox';
  /** The test 3-D Secure page's charge; NOT_FOUND when there is none. */
  findTestCharge(chargeId: string): Promise<SandboxTestCharge>;
  /**
   * The tester's answer on the test 3-D Secure page. Answers where the browser goes next: the charge's
   * redirect URL with `tap_id`, exactly as Tap sends buyers back. A charge already answered keeps its
   * outcome (a second click changes nothing) and gets the same address.
   */
  answerChallenge(chargeId: string, answer: 'APPROVE' | 'DECLINE'): Promise<{ redirectUrl: string }>;
}

/** Appends the charge id the way Tap does: `redirect.url?tap_id=chg_…`. */
export function withChargeId(redirectUrl: string, chargeId: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set('tap_id', chargeId);
  return url.toString();
}

/**
 * The default provider (decision 011): no real payment. Charges live in `sandbox_charges` so that every
 * API node sees the same test charge; cards needing 3-D Secure send the buyer to the in-app test page
 * `/payments/sandbox/{id}`.
 */
export function createSandboxPayments({
  db,
  publicUrl,
  clock,
}: {
  db: Db;
  publicUrl: string;
  clock: { now(): Date };
}): SandboxPayments {
  const toCharge = (row: SandboxChargeRow): Charge => {
    const details = row.card as SandboxChargeDetails;
    const status = row.status as ChargeStatus;
    return {
      id: row.id,
      status,
      amount: row.amount,
      reference: row.reference,
      transactionUrl: status === 'INITIATED' ? `${publicUrl}/payments/sandbox/${row.id}` : null,
      failureCode: row.failureCode as ChargeFailureCode | null,
      savedCard: status === 'CAPTURED' ? details.savedCard : null,
    };
  };

  const findRow = async (chargeId: string) => {
    const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId));
    if (!row) throw new AppError('NOT_FOUND', { chargeId });
    return row;
  };

  const findByReference = async (reference: string) => {
    const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference));
    return row;
  };

  /** The card a charge is paid with: its brand, last four, behaviour and, when new, what saving keeps. */
  const cardOf = (source: CreateChargeInput['source']) => {
    switch (source.kind) {
      case 'RAW_CARD': {
        const digits = digitsOf(source.card);
        const brand = cardBrandOf(digits);
        const last4 = digits.slice(-4);
        const behaviour = behaviourOf(digits, brand);
        const saved: ProviderCard = {
          providerCardId: tokenOf(behaviour, brand, last4),
          providerCustomerId: null,
          brand,
          last4,
          expiryMonth: source.card.expiryMonth,
          expiryYear: source.card.expiryYear,
          holderName: source.card.holderName.trim(),
        };
        return { brand, last4, behaviour, saved };
      }
      case 'SAVED_CARD':
        return { ...parseToken(source.card.providerCardId), saved: null };
      case 'PROVIDER_FORM':
        // Stands for a card typed on the provider's own page: the test page plays that page.
        return { brand: 'UNKNOWN' as const, last4: '0000', behaviour: 'challenge' as const, saved: null };
      case 'TOKEN':
        // Browser tokens come from Tap's card form, which the sandbox does not have.
        throw new AppError('CARD_INVALID');
    }
  };

  return {
    name: 'sandbox',

    async createCharge(input) {
      const card = cardOf(input.source);
      const outcome: { status: ChargeStatus; failureCode: ChargeFailureCode | null } =
        card.behaviour === 'approve'
          ? { status: 'CAPTURED', failureCode: null }
          : card.behaviour === 'decline'
            ? { status: 'DECLINED', failureCode: 'PAYMENT_DECLINED' }
            : card.behaviour === 'funds'
              ? { status: 'DECLINED', failureCode: 'INSUFFICIENT_FUNDS' }
              : { status: 'INITIATED', failureCode: null };
      const details: SandboxChargeDetails = {
        brand: card.brand,
        last4: card.last4,
        behaviour: card.behaviour,
        savedCard: input.saveCard ? card.saved : null,
        refundedAmount: 0,
      };
      const now = clock.now();
      const [created] = await db
        .insert(sandboxCharges)
        .values({
          id: `chg_sbx_${randomUUID()}`,
          amount: input.amount,
          reference: input.reference,
          ...outcome,
          redirectUrl: input.redirectUrl,
          card: details,
          createdAt: now,
          updatedAt: now,
        })
        // Idempotent per reference, like Tap's `reference.idempotent`: a second request (a retry, or two
        // nodes at once) answers the charge already made, and the card is charged once.
        .onConflictDoNothing({ target: sandboxCharges.reference })
        .returning();
      if (created) return toCharge(created);
      const existing = await findByReference(input.reference);
      if (!existing) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
      return toCharge(existing);
    },

    async getCharge(chargeId) {
      return toCharge(await findRow(chargeId));
    },

    async findChargeByReference(reference) {
      const row = await findByReference(reference);
      return row ? toCharge(row) : null;
    },

    async refundCharge({ chargeId, amount, reason, reference }) {
      // One transaction holding the charge: parallel refunds of one charge are counted one after the
      // other, and a reference already used answers its refund (never a second one).
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(sandboxCharges)
          .where(eq(sandboxCharges.id, chargeId))
          .for('update');
        if (!row) throw new AppError('REFUND_FAILED', { chargeId });
        const [made] = await tx
          .select()
          .from(sandboxRefunds)
          .where(and(eq(sandboxRefunds.chargeId, chargeId), eq(sandboxRefunds.reference, reference)));
        if (made) return toRefund(made);
        const details = row.card as SandboxChargeDetails;
        // Like a real provider: only captured money goes back, and never more than was taken.
        if (row.status !== 'CAPTURED' || amount <= 0 || details.refundedAmount + amount > row.amount) {
          throw new AppError('REFUND_FAILED', { chargeId });
        }
        const now = clock.now();
        await tx
          .update(sandboxCharges)
          .set({ card: { ...details, refundedAmount: details.refundedAmount + amount }, updatedAt: now })
          .where(eq(sandboxCharges.id, chargeId));
        const [created] = await tx
          .insert(sandboxRefunds)
          .values({
            id: `re_sbx_${randomUUID()}`,
            chargeId,
            reference,
            amount,
            status: 'SUCCEEDED',
            reason,
            createdAt: now,
          })
          .returning();
        return toRefund(created!);
      });
    },

    async findRefundByReference(chargeId, reference) {
      const [row] = await db
        .select()
        .from(sandboxRefunds)
        .where(and(eq(sandboxRefunds.chargeId, chargeId), eq(sandboxRefunds.reference, reference)));
      return row ? toRefund(row) : null;
    },

    parseWebhook() {
      // The sandbox never posts webhooks: its charges settle through the callback and the reconciler,
      // which ask `getCharge`. Anything arriving at the webhook while in sandbox mode is not ours.
      throw new AppError('WEBHOOK_SIGNATURE_INVALID');
    },

    async saveCard({ source }) {
      if (source.kind !== 'RAW_CARD') throw new AppError('CARD_SAVE_FAILED');
      const { saved } = cardOf(source);
      // A RAW_CARD always makes a card to keep; the check only narrows the type.
      if (!saved) throw new AppError('CARD_SAVE_FAILED');
      return saved;
    },

    async deleteCard() {
      // The token lives only in the saved card row, which the caller soft-deletes: nothing to forget here.
    },

    async findTestCharge(chargeId) {
      const row = await findRow(chargeId);
      const details = row.card as SandboxChargeDetails;
      return {
        id: row.id,
        amount: row.amount,
        status: row.status as ChargeStatus,
        brand: details.brand,
        last4: details.last4,
      };
    },

    async answerChallenge(chargeId, answer) {
      const outcome =
        answer === 'APPROVE'
          ? { status: 'CAPTURED', failureCode: null }
          : { status: 'DECLINED', failureCode: 'PAYMENT_DECLINED' };
      // Only an open charge changes, in one statement: two clicks or two nodes cannot both answer it.
      await db
        .update(sandboxCharges)
        .set({ ...outcome, updatedAt: clock.now() })
        .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.status, 'INITIATED')));
      const row = await findRow(chargeId);
      return { redirectUrl: withChargeId(row.redirectUrl, row.id) };
    },
  };
}
