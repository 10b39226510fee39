import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxCheckoutTotal } from '../../../contract/cart/cart.schemas.js';
import {
  fromWireMoney,
  halalasOf,
  riyalsAndHalalasOf,
  riyalsOf,
  riyalsText,
  roundedHalalasOf,
} from '../../../contract/money/riyals.js';
import { moneyAnswer, moneyInput, wireOf } from '../../../contract/money/wire-money.js';

const Line = moneyAnswer(z.object({ name: z.string(), unitPrice: z.number().int() }), ['unitPrice']);
const Order = moneyAnswer(
  z.object({
    lines: z.array(Line),
    deliveryFee: z.number().int(),
    upfrontAmount: z.number().int().nullable(),
  }),
  ['deliveryFee', 'upfrontAmount'],
);
const order = { lines: [{ name: 'Cups', unitPrice: 14505 }], deliveryFee: 2500, upfrontAmount: null };

describe('money on the wire (decision 019)', () => {
  it('prints every halala amount as riyals with at most two decimals that read back exactly', () => {
    const samples = [
      0,
      1,
      5,
      10,
      99,
      101,
      14505,
      123456789,
      2 ** 31 - 1,
      maxCheckoutTotal,
      5_750_000_115_000_000,
    ];
    for (let halalas = 0; halalas < 100_000; halalas += 7) samples.push(halalas);
    for (const halalas of samples) {
      const printed = JSON.stringify(riyalsOf(halalas));
      expect(printed).toMatch(/^\d+(\.\d{1,2})?$/);
      expect(halalasOf(JSON.parse(printed) as number)).toBe(halalas);
    }
  });

  it('refuses riyals finer than a halala', () => {
    expect(halalasOf(1.005)).toBeNull();
    expect(halalasOf(0.001)).toBeNull();
    expect(halalasOf(Number.NaN)).toBeNull();
    expect(halalasOf(145.05)).toBe(14505);
  });

  it('sends an answer as riyals and halalas, nested amounts once', () => {
    expect(z.encode(Order, order)).toEqual({
      lines: [{ name: 'Cups', unitPrice: 145.05, unitPriceHalalas: 14505 }],
      deliveryFee: 25,
      deliveryFeeHalalas: 2500,
      upfrontAmount: null,
      upfrontAmountHalalas: null,
    });
  });

  it('reads an answer back into halalas, with the schema or with the web app’s zod-free reader', () => {
    const wire = JSON.parse(JSON.stringify(z.encode(Order, order))) as unknown;
    expect(z.decode(Order, wire as z.input<typeof Order>)).toEqual(order);
    expect(fromWireMoney(wire)).toEqual(order);
  });

  it('documents the wire side in JSON schema', () => {
    const schema = z.toJSONSchema(Order, { io: 'input' }) as { properties: Record<string, unknown> };
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['deliveryFee', 'deliveryFeeHalalas', 'upfrontAmount', 'upfrontAmountHalalas']),
    );
  });

  describe('requests', () => {
    const amountInvalid = { error: 'AMOUNT_INVALID' } as const;
    const Body = moneyInput(
      z.object({
        name: z.string().max(5, { error: 'TEXT_TOO_LONG' }),
        price: z.number(amountInvalid).int(amountInvalid).min(1, amountInvalid),
      }),
      ['price'],
    );
    const Query = moneyInput(z.object({ minPrice: z.coerce.number().int().optional() }), ['minPrice'], {
      coerce: true,
    });
    const codes = (input: object) =>
      Body.safeParse({ name: 'Cups', ...input }).error?.issues.map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]);

    it('takes riyals or halalas, or both when they agree', () => {
      expect(Body.parse({ name: 'Cups', price: 145.05 })).toEqual({ name: 'Cups', price: 14505 });
      expect(Body.parse({ name: 'Cups', priceHalalas: 14505 })).toEqual({ name: 'Cups', price: 14505 });
      expect(Body.parse({ name: 'Cups', price: 145.05, priceHalalas: 14505 })).toEqual({
        name: 'Cups',
        price: 14505,
      });
      expect(Query.parse({ minPrice: '10.5' })).toEqual({ minPrice: 1050 });
      expect(Query.parse({ minPriceHalalas: '1050' })).toEqual({ minPrice: 1050 });
      expect(Query.parse({})).toEqual({});
    });

    it('refuses fractions of a halala, and a missing or wrong amount, on the field the form shows', () => {
      expect(codes({ price: 1.005 })).toEqual([['price', 'AMOUNT_INVALID']]);
      expect(codes({ priceHalalas: 100.5 })).toEqual([['price', 'AMOUNT_INVALID']]);
      // A client that changed `price` and sent back the `priceHalalas` it had read.
      expect(codes({ price: 150, priceHalalas: 14505 })).toEqual([['price', 'AMOUNT_INVALID']]);
      expect(codes({ price: '145' })).toEqual([['price', 'AMOUNT_INVALID']]);
      expect(codes({ priceHalalas: 0 })).toEqual([['price', 'AMOUNT_INVALID']]);
      expect(codes({})).toEqual([['price', 'AMOUNT_INVALID']]);
    });

    it('reports every field’s problem in one answer, amounts included', () => {
      expect(codes({ name: 'Paper cups', price: 0.001 })).toEqual([
        ['name', 'TEXT_TOO_LONG'],
        ['price', 'AMOUNT_INVALID'],
      ]);
    });

    it('documents the wire side: riyals, or integer halalas beside them', () => {
      const schema = z.toJSONSchema(wireOf(Body), { io: 'input' }) as {
        properties: Record<string, { type?: string }>;
        required?: string[];
      };
      expect(Object.keys(schema.properties)).toEqual(['name', 'price', 'priceHalalas']);
      expect(schema.properties.price?.type).toBe('number');
      expect(schema.properties.priceHalalas?.type).toBe('integer');
      expect(schema.required).toEqual(['name']);
    });
  });
});

describe('riyals and halalas', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [11500, '115.00'],
    [123_456_789, '1234567.89'],
    [-1999, '-19.99'],
  ])('writes %i halalas as %s: riyals with two decimals, no grouping', (halalas, text) => {
    expect(riyalsText(halalas)).toBe(text);
  });

  it('writes the digits of the riyals an amount is, at any size', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15), max: 10 ** 15 }), (halalas) => {
        expect(riyalsText(halalas)).toBe(riyalsOf(halalas).toFixed(2));
      }),
    );
  });

  it('splits an amount into whole riyals and the halalas left over', () => {
    expect(riyalsAndHalalasOf(120050)).toEqual([1200, 50]);
    expect(riyalsAndHalalasOf(99)).toEqual([0, 99]);
    expect(riyalsAndHalalasOf(-1999)).toEqual([19, 99]);
  });

  it('rounds typed riyals to the nearest halala', () => {
    expect(roundedHalalasOf(145.05)).toBe(14505);
    expect(roundedHalalasOf(1.005)).toBe(100);
    expect(roundedHalalasOf(0.019)).toBe(2);
  });
});
