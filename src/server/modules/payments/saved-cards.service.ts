import type { CardFieldsSchema, SavedCard } from '../../../contract/payments/payments.schemas.js';
import type { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { riyadhWallClockOf } from '../../platform/time/riyadh-time.js';
import type { PaymentProvider, ProviderCard, RawCard } from '../../providers/payments/payment-provider.js';
import type { UsersService } from '../users/users.service.js';
import type { SavedCardRow, SavedCardsRepository } from './saved-cards.repository.js';

/** The card fields after `CardFieldsSchema`: digits only, expiry `MM/YY`. */
export type CardFields = z.output<typeof CardFieldsSchema>;

/** What saving a card takes: the fields (sandbox) or a Tap token made in the browser (tap). */
export type NewCard = { kind: 'FIELDS'; fields: CardFields } | { kind: 'TAP_TOKEN'; tokenId: string };

const toSavedCard = (row: SavedCardRow): SavedCard => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expiryMonth: row.expiryMonth,
  expiryYear: row.expiryYear,
  holderName: row.holderName,
});

const toProviderCard = (row: SavedCardRow): ProviderCard => ({
  providerCardId: row.providerCardId,
  providerCustomerId: row.providerCustomerId,
  brand: row.brand,
  last4: row.last4,
  expiryMonth: row.expiryMonth,
  expiryYear: row.expiryYear,
  holderName: row.holderName,
});

/**
 * Spec §3 Saved card: the provider keeps the card; we keep its token, brand, last four, expiry and holder
 * name, never the number or the security code (saudi.md). Cards belong to the provider that made them:
 * switching PAYMENT_PROVIDER hides the other provider's cards instead of sending it tokens it never made.
 */
export function createSavedCardsService({
  repository,
  provider,
  users,
  clock,
}: {
  repository: SavedCardsRepository;
  provider: PaymentProvider;
  users: Pick<UsersService, 'getBusinessContact'>;
  clock: { now(): Date };
}) {
  /**
   * Expiry is the end of the printed month, in Saudi time (UTC+3, no daylight saving): a card printed
   * 05/26 pays until 31 May 2026 in Riyadh.
   */
  function isExpired(expiryMonth: number, expiryYear: number): boolean {
    const riyadh = riyadhWallClockOf(clock.now());
    const thisMonth = riyadh.getUTCFullYear() * 12 + riyadh.getUTCMonth();
    return expiryYear * 12 + (expiryMonth - 1) < thisMonth;
  }

  async function customerOf(buyerId: string) {
    const user = await users.getBusinessContact(buyerId);
    return {
      id: await repository.findProviderCustomerId(buyerId, provider.name),
      name: user.name,
      email: user.email,
    };
  }

  return {
    async listCards(buyerId: string): Promise<SavedCard[]> {
      return (await repository.findManyByBuyerId(buyerId, provider.name)).map(toSavedCard);
    },

    /** Settings: keeps a new card with the provider, then its token here. */
    async saveCard(buyerId: string, card: NewCard): Promise<SavedCard> {
      let source: { kind: 'RAW_CARD'; card: RawCard } | { kind: 'TOKEN'; tokenId: string };
      if (card.kind === 'FIELDS') {
        // saudi.md: card fields reach the server only in sandbox mode.
        if (provider.name !== 'sandbox') throw new AppError('CARD_INVALID');
        const [month, year] = card.fields.expiry.split('/').map(Number) as [number, number];
        const raw: RawCard = {
          holderName: card.fields.holderName,
          number: card.fields.number,
          expiryMonth: month,
          expiryYear: 2000 + year,
          securityCode: card.fields.securityCode,
        };
        if (isExpired(raw.expiryMonth, raw.expiryYear)) throw new AppError('CARD_EXPIRED');
        source = { kind: 'RAW_CARD', card: raw };
      } else {
        if (provider.name !== 'tap') throw new AppError('CARD_INVALID');
        source = { kind: 'TOKEN', tokenId: card.tokenId };
      }
      const providerCard = await provider.saveCard({ customer: await customerOf(buyerId), source });
      return toSavedCard(
        await repository.insertUnlessKept(repository.db, buyerId, provider.name, providerCard),
      );
    },

    /** Forgets the card at the provider first: when that fails, nothing changes here (CARD_DELETE_FAILED). */
    async deleteCard(buyerId: string, cardId: string): Promise<void> {
      const row = await repository.findById(buyerId, provider.name, cardId);
      if (!row) throw new AppError('NOT_FOUND');
      try {
        await provider.deleteCard(toProviderCard(row));
      } catch (error) {
        if (error instanceof AppError && error.code === 'CARD_DELETE_FAILED') throw error;
        throw new AppError('CARD_DELETE_FAILED');
      }
      await repository.markDeleted(buyerId, provider.name, cardId, clock.now());
    },

    /**
     * Checkout: the buyer's own live, unexpired card of the provider in use, as the provider's charge
     * takes it; null otherwise (another buyer's card, deleted, expired, or made by another provider).
     */
    async findUsableCard(buyerId: string, cardId: string): Promise<ProviderCard | null> {
      const row = await repository.findById(buyerId, provider.name, cardId);
      if (!row || isExpired(row.expiryMonth, row.expiryYear)) return null;
      return toProviderCard(row);
    },

    /** Decision 016: the card a plan renewal charges — the newest live, unexpired one; null without. */
    async findNewestUsableCard(buyerId: string): Promise<SavedCard | null> {
      const rows = await repository.findManyByBuyerId(buyerId, provider.name);
      const row = rows.find((card) => !isExpired(card.expiryMonth, card.expiryYear));
      return row ? toSavedCard(row) : null;
    },

    /**
     * Settling a captured charge that was asked to save its card (`charge.savedCard`): keeps it once, even
     * when the settle is replayed. Pass the settling transaction to keep the card with the payment.
     */
    async keepCardFromCharge(buyerId: string, card: ProviderCard, executor?: DbExecutor): Promise<SavedCard> {
      return toSavedCard(
        await repository.insertUnlessKept(executor ?? repository.db, buyerId, provider.name, card),
      );
    },
  };
}

export type SavedCardsService = ReturnType<typeof createSavedCardsService>;
