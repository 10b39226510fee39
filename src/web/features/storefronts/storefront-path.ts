/** A supplier's public storefront page. */
export const storefrontPath = (userId: string) => `/suppliers/${encodeURIComponent(userId)}`;
