export function validateEInvoice(_xml: string) {
  return [] as never[];
}
