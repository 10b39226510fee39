/*
 * VAT of a sale in halalas (decision 018; saudi.md, conventions §6): 15% of each line and of each delivery
 * fee, rounded half up per line. Zod-free: the server's checkout and orders and the web app's totals use it.
 */
export const vatRatePercent = 15;

/**
 * VAT of an amount in halalas (decision 018): 15%, rounded half up (integers only, no floats), when the
 * seller is VAT-registered; none when it is not (a business without a VAT number charges no VAT). The
 * one place that decides whether and how much VAT a sale carries: callers say whose sale it is.
 */
export const vatOf = (halalas: number, isVatRegistered: boolean) =>
  isVatRegistered ? Math.floor((halalas * vatRatePercent + 50) / 100) : 0;

/** Decision 018: a seller is VAT-registered exactly when it has entered its VAT registration number. */
export const isVatRegisteredWith = (vatNumber: string | null) => vatNumber !== null;

/**
 * A line of a sale: `unitPrice × quantity` before VAT and its VAT. The one computation of a line's
 * amounts for checkout's snapshot, the orders made of it and imported orders.
 */
export function lineAmountsOf(
  line: { unitPrice: number; quantity: number },
  isVatRegistered: boolean,
): { total: number; vat: number } {
  const total = line.unitPrice * line.quantity;
  return { total, vat: vatOf(total, isVatRegistered) };
}
