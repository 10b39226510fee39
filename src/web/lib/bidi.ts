/**
 * Unicode isolates for user content interpolated into a translated sentence (where an element such as
 * `<BidiText>` cannot go: i18next returns a string). FSI … PDI takes the content's direction from its
 * first strong letter; LRI … PDI forces left to right, for digits and codes that have no letters.
 */
const firstStrongIsolate = '\u2068';
const leftToRightIsolate = '\u2066';
const popDirectionalIsolate = '\u2069';

export function isolate(text: string): string {
  return `${firstStrongIsolate}${text}${popDirectionalIsolate}`;
}

/** Digit groups (a card number, an IBAN, a registration number) kept in their left-to-right order. */
export function isolateLtr(text: string): string {
  return `${leftToRightIsolate}${text}${popDirectionalIsolate}`;
}
