/** Interface constants fixed by the spec (§9). */
export const spinnerSize = 60;
export const badgeCap = 99;
export const menuCloseDelayMs = 500;
export const copyrightYear = 2025;
export const supportEmail = 'support@tawrid.sa';

/** The notification badge text: the count, or «99+» above 99. */
export function formatBadgeCount(count: number): string {
  return count > badgeCap ? `${badgeCap}+` : String(count);
}
