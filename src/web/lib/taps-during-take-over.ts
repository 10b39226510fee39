/**
 * Keeps a guest's taps on a page the server rendered while the browser takes it over (issue 23). Until
 * React has the whole page, it would act on markup it does not own yet: a product link tapped then
 * started a client navigation that never showed the product, and the language toggle re-rendered
 * half-taken-over markup (a hydration mismatch, React #418). So until `done()`:
 * - a link is the browser's: React does not see the tap, and the browser opens the address, which the
 *   server renders (the language toggle is a link to the page in the other language);
 * - any other tap (a button) waits, and the last one is made again once React has the page.
 * Returns `done`, to call when the taken-over page is committed.
 */
export function holdTapsDuringTakeOver(): () => void {
  let waiting: HTMLElement | undefined;
  const onClick = (event: MouseEvent) => {
    // Only a person's taps: `done` below replays one with `click()`.
    if (!event.isTrusted || !(event.target instanceof Element)) return;
    // React listens on its root, below the document: stopped here, it never sees the tap.
    event.stopPropagation();
    if (event.target.closest('a[href]')) return;
    event.preventDefault();
    const target = event.target.closest<HTMLElement>('button, [role="button"], input, label, select');
    if (target) waiting = target;
  };
  document.addEventListener('click', onClick, true);
  let isDone = false;
  return () => {
    if (isDone) return;
    isDone = true;
    document.removeEventListener('click', onClick, true);
    if (waiting?.isConnected) waiting.click();
  };
}
