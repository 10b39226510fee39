import {
  maxCartLines,
  maxCheckoutTotal,
  maxLineQuantity,
  isVatRegisteredWith,
  quantityProblem,
  vatOf,
  type AddCartItemBody,
  type Cart,
  type CartLine,
  type GuestCartBody,
  type OrderQuantityRules,
  type QuantityProblem,
} from '../../../contract/cart/cart.schemas.js';
import { lineAmountsOf } from '../../../contract/money/vat.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { fileUrl } from '../../platform/storage/file-storage.js';
import type { CartProduct, CatalogService } from '../catalog/catalog.service.js';
import type { UsersService } from '../users/users.service.js';
import type { CartOwner, CartRepository, StoredCartLine } from './cart.repository.js';

export type { CartOwner, StoredCartLine } from './cart.repository.js';

/** One line of a cart that may be paid, priced from the catalog now (what checkout snapshots). */
export interface CheckoutLine {
  productId: string;
  supplierId: string;
  supplierBusinessName: string;
  /** Both languages (decision 027): the order item keeps the names it was sold under. */
  nameAr: string | null;
  nameEn: string | null;
  imageKey: string | null;
  /** Per unit, before VAT, in halalas. */
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  /** 15% of `lineTotal`, rounded half up (decision 011); 0 when the supplier is not VAT-registered (018). */
  vat: number;
}

/** `priceCartForCheckout`: the cart as the buyer sees it, its lines, and each supplier's delivery fee. */
export interface CheckoutCart {
  cart: Cart;
  lines: CheckoutLine[];
  /** Supplier id → flat delivery fee before VAT, for every supplier with lines in the cart. */
  deliveryFees: Record<string, number>;
  /**
   * Supplier id → its VAT registration number as priced now, null when not VAT-registered (decision
   * 018): checkout freezes it in the payment's snapshot, so a later change never reprices the sale.
   */
  vatNumbers: Record<string, string | null>;
}

interface PricedLine {
  product: CartProduct;
  quantity: number;
  lineTotal: number;
  problem: QuantityProblem | null;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Adds up repeated products of a guest's list, keeping the order of first appearance. */
function quantitiesByProduct(items: GuestCartBody['items']): StoredCartLine[] {
  const quantities = new Map<string, number>();
  for (const { productId, quantity } of items) {
    quantities.set(productId, (quantities.get(productId) ?? 0) + quantity);
  }
  return [...quantities].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * The valid quantity nearest to `quantity` (a tie goes to the smaller), or null when none exists (the
 * stock is below the minimum, or the maximum is). Valid quantities are the case multiples between the
 * minimum and the lowest of the maximum, the stock (the one rule, `quantityProblem`) and the line limit.
 */
export function nearestValidQuantity(quantity: number, rules: OrderQuantityRules): number | null {
  const step = rules.caseQuantity;
  const lowest = Math.ceil(rules.minOrderQuantity / step) * step;
  // A line never holds more than maxLineQuantity units (amount-limits.ts), whatever the product allows.
  const ceiling = Math.min(rules.maxOrderQuantity ?? Number.POSITIVE_INFINITY, rules.stock, maxLineQuantity);
  const highest = Math.floor(ceiling / step) * step;
  if (highest < lowest) return null;
  const rounded = Math.ceil(quantity / step - 0.5) * step;
  return Math.min(Math.max(rounded, lowest), highest);
}

export function createCartService({
  repository,
  catalog,
  users,
}: {
  repository: CartRepository;
  catalog: Pick<CatalogService, 'findCartProducts'>;
  users: Pick<UsersService, 'getDeliveryFees' | 'getVatNumbers' | 'findOrderLimit'>;
}) {
  /** A product buyers may see now; NOT_FOUND otherwise (unknown, unpublished, deleted, store closed). */
  async function visibleProduct(productId: string): Promise<CartProduct> {
    const [product] = await catalog.findCartProducts([productId]);
    if (!product?.isVisible) throw new AppError('NOT_FOUND');
    return product;
  }

  /**
   * Stored lines with their products as the catalog has them now and each line's problem. Lines buyers
   * can no longer see are kept (shown, but they block checkout); `onlyVisible` drops them instead (a
   * guest's quote never names a listing buyers cannot see).
   */
  async function linesOf(
    stored: readonly StoredCartLine[],
    { onlyVisible }: { onlyVisible: boolean },
  ): Promise<PricedLine[]> {
    const products = new Map(
      (await catalog.findCartProducts(stored.map((line) => line.productId))).map((product) => [
        product.id,
        product,
      ]),
    );
    return stored.flatMap(({ productId, quantity }): PricedLine[] => {
      const product = products.get(productId);
      if (!product || (onlyVisible && !product.isVisible)) return [];
      return [
        {
          product,
          quantity,
          lineTotal: product.price * quantity,
          problem: quantityProblem(quantity, product),
        },
      ];
    });
  }

  /** Whether the buyer may pay for these lines: some, all visible, none breaking the quantity rule. */
  const canCheckOut = (lines: readonly PricedLine[]) =>
    lines.length > 0 && lines.every((line) => line.product.isVisible && line.problem === null);

  /**
   * Prices the lines (decision 011): each line's VAT rounded half up, each supplier's delivery fee once
   * with its VAT — none for a supplier that is not VAT-registered (decision 018). Lines buyers can no
   * longer see are left out of the totals, and they block checkout like lines whose quantity breaks the
   * rule now.
   */
  async function priceLines(lines: PricedLine[]): Promise<{
    cart: Cart;
    lines: PricedLine[];
    deliveryFees: Map<string, number>;
    vatNumbers: Map<string, string | null>;
  }> {
    const supplierIds = [...new Set(lines.map((line) => line.product.supplierId))];
    // Decision 018: whether each supplier charges VAT at all, from its VAT number now.
    const [fees, vatNumbers] =
      supplierIds.length > 0
        ? await Promise.all([users.getDeliveryFees(supplierIds), users.getVatNumbers(supplierIds)])
        : [new Map<string, number>(), new Map<string, string | null>()];
    const deliveryFees = new Map<string, number>();
    const groups = supplierIds.map((supplierId) => {
      const own = lines.filter((line) => line.product.supplierId === supplierId);
      const payable = own.filter((line) => line.product.isVisible);
      const deliveryFee = payable.length > 0 ? (fees.get(supplierId) ?? 0) : 0;
      deliveryFees.set(supplierId, deliveryFee);
      const isVatRegistered = isVatRegisteredWith(vatNumbers.get(supplierId) ?? null);
      return {
        supplier: { userId: supplierId, businessName: own[0]!.product.supplierBusinessName },
        lines: own.map(toCartLine),
        productsTotal: sum(payable.map((line) => line.lineTotal)),
        deliveryFee,
        isVatRegistered,
        vat:
          sum(payable.map((line) => vatOf(line.lineTotal, isVatRegistered))) +
          vatOf(deliveryFee, isVatRegistered),
      };
    });
    const productsTotal = sum(groups.map((group) => group.productsTotal));
    const deliveryFeesTotal = sum(groups.map((group) => group.deliveryFee));
    const vat = sum(groups.map((group) => group.vat));
    const cart: Cart = {
      groups,
      supplierCount: groups.length,
      productsTotal,
      deliveryFees: deliveryFeesTotal,
      vat,
      total: productsTotal + deliveryFeesTotal + vat,
      canCheckOut: canCheckOut(lines),
    };
    return { cart, lines, deliveryFees, vatNumbers };
  }

  function toCartLine({ product, quantity, lineTotal, problem }: PricedLine): CartLine {
    return {
      productId: product.id,
      nameAr: product.nameAr,
      nameEn: product.nameEn,
      imageUrl: product.imageKey ? fileUrl(product.imageKey) : null,
      unitPrice: product.price,
      quantity,
      lineTotal,
      caseQuantity: product.caseQuantity,
      minOrderQuantity: product.minOrderQuantity,
      maxOrderQuantity: product.maxOrderQuantity,
      problem,
      isAvailable: product.isVisible,
    };
  }

  /** The person's cart priced now, with their order limit (issue 26) and whether the total is above it. */
  async function getCart(owner: CartOwner): Promise<Cart> {
    const [stored, orderLimit] = await Promise.all([
      repository.findManyByMemberId(owner),
      users.findOrderLimit(owner.memberId),
    ]);
    const { cart } = await priceLines(await linesOf(stored, { onlyVisible: false }));
    return { ...cart, orderLimit, isAboveOrderLimit: orderLimit !== null && cart.total > orderLimit };
  }

  return {
    getCart,

    /** `POST /api/cart/quote`: a guest's browser cart priced from the catalog (spec §1: guests keep a cart). */
    async quoteGuestCart({ items }: GuestCartBody): Promise<Cart> {
      return (await priceLines(await linesOf(quantitiesByProduct(items), { onlyVisible: true }))).cart;
    },

    /**
     * Adds to the line's quantity (creating it). The summed quantity must pass the one rule, stock
     * included; otherwise the add is rolled back and refused with the rule's code. The upsert adds to the
     * stored value, and the cart lock makes the line count exact, so parallel adds sum exactly.
     */
    async addItem(owner: CartOwner, { productId, quantity }: AddCartItemBody): Promise<Cart> {
      const product = await visibleProduct(productId);
      await repository.transaction(async (tx) => {
        await tx.lockCart(owner);
        const total = await tx.addQuantity(owner, productId, quantity);
        if (total > maxLineQuantity) {
          throw new AppError('QUANTITY_TOO_LARGE', { productId, quantity: total, maxLineQuantity });
        }
        const problem = quantityProblem(total, product);
        if (problem) throw new AppError(problem, { productId, quantity: total });
        if ((await tx.countByMemberId(owner)) > maxCartLines)
          throw new AppError('CART_FULL', { maxCartLines });
      });
      return getCart(owner);
    },

    /** Sets a line's quantity, under the same rule; NOT_FOUND when the line or the product is gone. */
    async updateItemQuantity(owner: CartOwner, productId: string, quantity: number): Promise<Cart> {
      const product = await visibleProduct(productId);
      const problem = quantityProblem(quantity, product);
      if (problem) throw new AppError(problem, { productId, quantity });
      if (!(await repository.updateQuantity(owner, productId, quantity))) throw new AppError('NOT_FOUND');
      return getCart(owner);
    },

    /** Removing a product that is not in the cart changes nothing and is not an error. */
    async removeItem(owner: CartOwner, productId: string): Promise<Cart> {
      await repository.deleteByProductIds(owner, [productId]);
      return getCart(owner);
    },

    /** Spec §2: "remove this supplier's items" — every line of one supplier. */
    async removeSupplierItems(owner: CartOwner, supplierId: string): Promise<Cart> {
      const stored = await repository.findManyByMemberId(owner);
      const products = await catalog.findCartProducts(stored.map((line) => line.productId));
      await repository.deleteByProductIds(
        owner,
        products.filter((product) => product.supplierId === supplierId).map((product) => product.id),
      );
      return getCart(owner);
    },

    /** Spec §2: "delete all". */
    async clearCart(owner: CartOwner): Promise<Cart> {
      await repository.deleteByMemberId(owner);
      return getCart(owner);
    },

    /**
     * At login the guest's browser cart joins the buyer's (decision 011: quantities add up). The merge
     * never fails as a whole: a line whose summed quantity breaks the rule is clamped to the nearest valid
     * quantity (a case multiple between the minimum and the lower of the maximum and the stock), because
     * the buyer meant to buy that product and can still change the amount; a line with no valid quantity
     * (out of stock), a product buyers cannot see, or a new line beyond `maxCartLines` is skipped, and a
     * line already in the cart then stays as it was.
     */
    async mergeGuestCart(owner: CartOwner, { items }: GuestCartBody): Promise<Cart> {
      const wanted = quantitiesByProduct(items);
      const products = new Map(
        (await catalog.findCartProducts(wanted.map((line) => line.productId))).map((product) => [
          product.id,
          product,
        ]),
      );
      await repository.transaction(async (tx) => {
        await tx.lockCart(owner);
        const current = new Map(
          (await tx.findManyByMemberId(owner)).map((line) => [line.productId, line.quantity]),
        );
        let lineCount = current.size;
        for (const { productId, quantity } of wanted) {
          const product = products.get(productId);
          const existing = current.get(productId);
          if (!product?.isVisible || (existing === undefined && lineCount >= maxCartLines)) continue;
          const merged = nearestValidQuantity((existing ?? 0) + quantity, product);
          if (merged === null) continue;
          await tx.upsertQuantity(owner, productId, merged);
          if (existing === undefined) lineCount += 1;
        }
      });
      return getCart(owner);
    },

    /**
     * For checkout: the server cart priced now, its lines and each supplier's delivery fee. CART_EMPTY
     * without lines; CART_HAS_PROBLEMS when a line breaks the quantity rule or is no longer available.
     */
    async priceCartForCheckout(owner: CartOwner): Promise<CheckoutCart> {
      const stored = await repository.findManyByMemberId(owner);
      if (stored.length === 0) throw new AppError('CART_EMPTY');
      const stocked = await linesOf(stored, { onlyVisible: false });
      // Refused before the suppliers' terms are read: a sold-out product refuses many buyers at once.
      if (!canCheckOut(stocked)) throw new AppError('CART_HAS_PROBLEMS');
      const { cart, lines, deliveryFees, vatNumbers } = await priceLines(stocked);
      if (cart.total > maxCheckoutTotal) {
        throw new AppError('CART_TOTAL_TOO_LARGE', { maxTotal: maxCheckoutTotal });
      }
      return {
        cart,
        lines: lines.map(({ product, quantity }) => {
          const { total, vat } = lineAmountsOf(
            { unitPrice: product.price, quantity },
            isVatRegisteredWith(vatNumbers.get(product.supplierId) ?? null),
          );
          return {
            productId: product.id,
            supplierId: product.supplierId,
            supplierBusinessName: product.supplierBusinessName,
            nameAr: product.nameAr,
            nameEn: product.nameEn,
            imageKey: product.imageKey,
            unitPrice: product.price,
            quantity,
            lineTotal: total,
            vat,
          };
        }),
        deliveryFees: Object.fromEntries(deliveryFees),
        vatNumbers: Object.fromEntries(vatNumbers),
      };
    },

    /**
     * Checkout's claim on the cart (decision 011), in the transaction that writes its PENDING payment: the
     * buyer's lines are locked until it ends and must still be exactly the lines and quantities that were
     * priced. A payment settled meanwhile has deleted them (its settlement holds the same rows, so the
     * two run one after the other), and a buyer who changed the cart must see it again: CART_CHANGED,
     * or CART_EMPTY when nothing is left. Nothing is charged either way.
     */
    async claimLinesForCheckout(
      tx: DbExecutor,
      owner: CartOwner,
      priced: readonly StoredCartLine[],
    ): Promise<void> {
      const stored = await repository.using(tx).lockManyByMemberId(owner);
      if (stored.length === 0) throw new AppError('CART_EMPTY');
      const quantities = new Map(stored.map((line) => [line.productId, line.quantity]));
      const isSame =
        stored.length === priced.length &&
        priced.every((line) => quantities.get(line.productId) === line.quantity);
      if (!isSame) throw new AppError('CART_CHANGED');
    },

    /** The bought lines leave the cart (checkout's settling), in the caller's transaction when given. */
    async removeProducts(owner: CartOwner, productIds: string[], tx?: DbExecutor): Promise<void> {
      await (tx ? repository.using(tx) : repository).deleteByProductIds(owner, productIds);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
