import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../../contract/errors/error-messages.js';
import { JoinGroupPurchaseBodySchema } from '../../../contract/group-purchases/group-purchases.schemas.js';
import {
  InvoiceItemInputSchema,
  maxInvoiceItems,
  maxInvoiceTotal,
} from '../../../contract/invoices/invoices.schemas.js';
import { maxDeliveryFeeHalalas } from '../../../contract/users/users.schemas.js';
import { maxLineQuantity, maxUnitPrice } from '../../../contract/cart/amount-limits.js';
import { lineQuantitySchema, unitPriceSchema } from '../../../contract/cart/cart.schemas.js';
import { maxCartLines } from '../../../contract/cart/cart-limits.js';

/** VAT of an amount as the server computes it (15%, half up), in BigInt: never rounded by a float. */
const vat = (halalas: bigint) => (halalas * 15n + 50n) / 100n;
const largestExact = BigInt(Number.MAX_SAFE_INTEGER);

describe('the amount limits', () => {
  it('keep the worst cart exact: the most lines, each at the highest price and quantity, each supplier at its highest fee', () => {
    const line = BigInt(maxUnitPrice) * BigInt(maxLineQuantity);
    const fee = BigInt(maxDeliveryFeeHalalas);
    const lines = BigInt(maxCartLines);
    const total = lines * (line + vat(line)) + lines * (fee + vat(fee));

    // vatOf multiplies before it divides: its largest intermediate is exact too.
    expect(line * 15n + 50n <= largestExact).toBe(true);
    expect(total).toBe(5_750_000_115_000_000n);
    expect(total <= largestExact).toBe(true);
  });

  it('keep the worst supplier invoice exact: the most lines and the highest delivery fee', () => {
    const line = BigInt(maxUnitPrice) * BigInt(maxLineQuantity);
    const fee = BigInt(maxInvoiceTotal);
    const total = BigInt(maxInvoiceItems) * (line + vat(line)) + fee + vat(fee);

    expect(total <= largestExact).toBe(true);
  });

  it('refuse one unit or one halala past them with the codes the forms show', () => {
    expect(unitPriceSchema.safeParse(maxUnitPrice).success).toBe(true);
    expect(unitPriceSchema.safeParse(maxUnitPrice + 1).error?.issues[0]?.message).toBe('AMOUNT_INVALID');
    expect(lineQuantitySchema.safeParse(maxLineQuantity).success).toBe(true);
    expect(lineQuantitySchema.safeParse(maxLineQuantity + 1).error?.issues[0]?.message).toBe(
      'QUANTITY_TOO_LARGE',
    );
  });

  it('bound the supplier invoice lines and the group purchase shares with the same codes', () => {
    const line = { listingId: crypto.randomUUID(), name: 'Turbine', quantity: 1, unitPriceHalalas: 1 };
    const codeOf = (result: { error?: { issues: { message: string }[] } }) =>
      result.error?.issues[0]?.message;

    expect(codeOf(InvoiceItemInputSchema.safeParse({ ...line, quantity: maxLineQuantity + 1 }))).toBe(
      'QUANTITY_TOO_LARGE',
    );
    expect(codeOf(InvoiceItemInputSchema.safeParse({ ...line, unitPriceHalalas: maxUnitPrice + 1 }))).toBe(
      'AMOUNT_INVALID',
    );
    expect(
      codeOf(
        JoinGroupPurchaseBodySchema.safeParse({ productId: line.listingId, quantity: maxLineQuantity + 1 }),
      ),
    ).toBe('QUANTITY_TOO_LARGE');
  });

  it('are the numbers the messages name, in both languages', () => {
    const named = maxLineQuantity.toLocaleString('en-US');
    expect(errorMessages.en.QUANTITY_TOO_LARGE).toContain(named);
    expect(errorMessages.ar.QUANTITY_TOO_LARGE).toContain(named);
  });
});
