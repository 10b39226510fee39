import type { ReactNode } from 'react';

/**
 * User content shown inside text of the other direction (an English business name on an Arabic page,
 * an Arabic product name in an English sentence): isolated, so its own punctuation stays with it
 * («Gulf Packaging Co.» keeps its period at the end, «(Pack of 50)» its brackets) and it does not
 * reorder the words around it. The direction comes from the content's first strong letter; give `dir`
 * for content that has none, such as a card number, whose digit groups must stay in reading order.
 */
export function BidiText({ children, dir }: { children: ReactNode; dir?: 'ltr' | 'rtl' }) {
  return <bdi dir={dir}>{children}</bdi>;
}
