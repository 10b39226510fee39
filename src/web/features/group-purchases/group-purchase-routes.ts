/** Where the buyer's groups are listed (decision 015: under its orders); notifications link here. */
export const myGroupPurchasesPath = '/buyer/orders?view=group-purchases';
