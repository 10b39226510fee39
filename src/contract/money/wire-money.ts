import { z } from 'zod';
import { halalasKey, halalasOf, riyalsOf } from './riyals.js';

/*
 * The schemas of money on the wire (decision 019; the rule is in riyals.ts). A schema with amounts is
 * written once, in halalas, as Tawrid keeps it, and wrapped with the names of its amounts: an answer in a
 * codec the server's serializer encodes with (halalas → riyals + `…Halalas`), a request in a schema that
 * reads either form into halalas first. The OpenAPI document shows the wire side of both (`wireOf`).
 */

type Wire = Record<string, unknown>;

/** An amount no rule takes (every amount is whole halalas): what a request's unreadable amount becomes. */
const notWholeHalalas = 0.5;

/** An answer on the wire: each amount in riyals and, suffixed, in halalas. */
export type AnswerWire<T, K extends keyof T & string> = Omit<T, K> & { [P in K]: T[P] } & {
  [P in K as `${P}Halalas`]: T[P];
};
/** A request on the wire: each amount in riyals or, suffixed, in halalas. */
export type InputWire<T, K extends keyof T & string> = Omit<T, K> & { [P in K]?: T[P] } & {
  [P in K as `${P}Halalas`]?: T[P];
};

/** The documented wire side of each `moneyInput`, built when the OpenAPI document asks for it. */
const inputWireSides = new WeakMap<z.ZodType, () => z.ZodType>();

/**
 * The wire side of a schema: what a client sends or receives. An amount codec or request schema inside it
 * is taken as its wire form, so a codec around it converts only its own amounts (zod would otherwise
 * convert the nested ones twice), and the OpenAPI document shows riyals and `…Halalas` (zod documents a
 * request schema's internal side). Unchanged schemas come back as they are.
 */
export function wireOf(schema: z.ZodType): z.ZodType {
  const inputWireSide = inputWireSides.get(schema);
  if (inputWireSide) return inputWireSide();
  if (schema instanceof z.ZodPipe) return wireOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodArray) {
    const element = wireOf(schema.element as z.ZodType);
    return element === schema.element ? schema : z.array(element);
  }
  if (schema instanceof z.ZodNullable) {
    const inner = wireOf(schema.unwrap() as z.ZodType);
    return inner === schema.unwrap() ? schema : inner.nullable();
  }
  if (schema instanceof z.ZodOptional) {
    const inner = wireOf(schema.unwrap() as z.ZodType);
    return inner === schema.unwrap() ? schema : inner.optional();
  }
  if (schema instanceof z.ZodObject) {
    const shape = wireShapeOf(schema.shape as Record<string, z.ZodType>);
    return shape === schema.shape ? schema : z.object(shape);
  }
  return schema;
}

function wireShapeOf(shape: Record<string, z.ZodType>) {
  let changed = false;
  const wire: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(shape)) {
    wire[key] = wireOf(field);
    changed ||= wire[key] !== field;
  }
  return changed ? wire : shape;
}

/** `record` with each amount followed by its `…Halalas` twin, so that a reader sees the two side by side. */
function withHalalasBeside<V>(
  record: Record<string, V>,
  moneyKeys: readonly string[],
  twinsOf: (halalas: V) => [riyals: V, halalas: V],
) {
  const result: Record<string, V> = {};
  for (const [key, value] of Object.entries(record)) {
    if (moneyKeys.includes(key)) [result[key], result[halalasKey(key)]] = twinsOf(value);
    else result[key] = value;
  }
  return result;
}

/** `amount`, null or absent exactly when `halalas` may be. */
function nullableLike(halalas: z.ZodType, amount: z.ZodType): z.ZodType {
  const nullable = halalas.safeParse(null).success ? amount.nullable() : amount;
  return halalas.safeParse(undefined).success ? nullable.optional() : nullable;
}

/** An amount in riyals, null or absent exactly when its halalas may be. */
const riyalsLike = (halalas: z.ZodType, riyals: z.ZodType) =>
  nullableLike(halalas, riyals.meta({ description: 'SAR, at most two decimals' }));

/**
 * An answer whose `moneyKeys` are halalas inside and go out as riyals plus `<key>Halalas`
 * (`{ price: 14505 }` → `{ price: 145.05, priceHalalas: 14505 }`).
 */
export function moneyAnswer<T extends z.ZodObject, K extends keyof z.input<T> & string>(
  internal: T,
  moneyKeys: readonly K[],
) {
  const shape = internal.shape as Record<string, z.ZodType>;
  const wire = withHalalasBeside(wireShapeOf(shape), moneyKeys, (halalas) => [
    riyalsLike(halalas, z.number()),
    halalas,
  ]);
  return z.codec(z.object(wire), internal, {
    decode: (answer: Wire) => {
      const result: Wire = { ...answer };
      for (const key of moneyKeys) {
        result[key] = answer[halalasKey(key)];
        delete result[halalasKey(key)];
      }
      return result as z.input<T>;
    },
    encode: (value) =>
      withHalalasBeside(value as Wire, moneyKeys, (halalas) => [
        typeof halalas === 'number' ? riyalsOf(halalas) : halalas,
        halalas,
      ]),
  }) as unknown as z.ZodCodec<z.ZodType<AnswerWire<z.input<T>, K>, AnswerWire<z.input<T>, K>>, T>;
}

/**
 * A request body or query whose `moneyKeys` may come as riyals (`price: 145.05`) or as halalas
 * (`priceHalalas: 14505`); `coerce` reads query strings. The amounts are turned into halalas before the
 * internal schema runs, so every field's problem is reported in one answer. What cannot be read as whole
 * halalas — riyals finer than a halala, or both forms sent and disagreeing (a client that changed `price`
 * and sent back the `priceHalalas` it had read) — becomes a fraction of a halala, which every amount's rule
 * refuses with AMOUNT_INVALID, on the field the form shows.
 */
export function moneyInput<T extends z.ZodObject, K extends keyof z.input<T> & string>(
  internal: T,
  moneyKeys: readonly K[],
  { coerce = false } = {},
) {
  const amountOf = (value: unknown) =>
    typeof value === 'number' || (coerce && typeof value === 'string' && value.trim() !== '')
      ? Number(value)
      : value;
  const schema = z.preprocess((request) => {
    if (typeof request !== 'object' || request === null || Array.isArray(request)) return request;
    const result: Wire = { ...request };
    for (const key of moneyKeys) {
      const halalas = amountOf(result[halalasKey(key)]);
      const riyals = amountOf(result[key]);
      delete result[halalasKey(key)];
      const fromRiyals = typeof riyals === 'number' ? (halalasOf(riyals) ?? riyals * 100) : riyals;
      if (halalas === undefined) result[key] = fromRiyals;
      else if (riyals === undefined || fromRiyals === halalas) result[key] = halalas;
      else result[key] = notWholeHalalas;
    }
    return result;
  }, internal);
  inputWireSides.set(schema, () => {
    const amount = () => (coerce ? z.coerce.number() : z.number());
    const shape = internal.shape as Record<string, z.ZodType>;
    return z.object(
      withHalalasBeside(wireShapeOf(shape), moneyKeys, (halalas) => [
        riyalsLike(halalas, amount()).optional(),
        nullableLike(halalas, amount().int()).optional(),
      ]),
    );
  });
  return schema as unknown as z.ZodType<z.output<T>, InputWire<z.input<T>, K>>;
}
