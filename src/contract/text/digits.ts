/**
 * Arabic-Indic (٠-٩) and Persian (۰-۹) digits become ASCII digits (saudi.md: accept both in inputs,
 * store Latin digits). Used by the schemas, so the server and the forms normalize the same way.
 */
export function normalizeDigits(input: string): string {
  return input.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}
