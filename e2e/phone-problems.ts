/**
 * What makes a page wrong on a phone (issue 22, "every page at 390 px in Arabic"), found in the page
 * itself: `await page.evaluate(phoneProblems)` answers one line per finding, naming the rule, a short
 * selector path to the element and the start of its text, so a failing test says what to fix.
 *
 * - `wider than the screen`: a visible element whose box, once cut by the boxes that clip it, reaches
 *   past the screen's inline edges. Not counted: what is inside a scroller marked as intentional with
 *   `data-scroll-affordance` (the mark says the sideways scroll is shown to the reader: a fade, arrows,
 *   a peeking card), visually hidden text (sr-only), and a closed off-canvas drawer (a fixed panel moved
 *   wholly off the screen). Only the outermost culprit is named.
 * - `scrolls sideways`: an element with `overflow-x: auto | scroll` whose content is wider than it,
 *   without `data-scroll-affordance`.
 * - `cuts its text` / `cuts its content`: an element with `overflow-x: hidden | clip` whose content is
 *   wider than it, without `text-overflow: ellipsis` (its own text, or boxes with text inside it: clipping
 *   without text, like a switch's track or a cropped picture, is drawing); and text cut
 *   below by `overflow-y: hidden` (a height or `max-height` clamp) other than a `-webkit-line-clamp` box,
 *   which Chromium ends with an ellipsis.
 * - `toast over the title`: a visible Mantine notification overlapping the page's `h1`.
 *
 * The function runs in the browser (Playwright sends its source): it must use nothing outside itself.
 */
export function phoneProblems(): string[] {
  const screenWidth = document.documentElement.clientWidth;
  const tolerance = 1;
  /** One line per rule, element path and text: a row of like cards past the edge is named once. */
  const problems = new Map<string, string>();

  const isFormControl = (element: Element) => /^(INPUT|TEXTAREA|SELECT|OPTION)$/.test(element.tagName);
  const ownText = (element: Element) =>
    [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
  const textOf = (element: Element) => {
    const text = ((element as HTMLElement).innerText ?? element.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    return text.length > 40 ? `${text.slice(0, 40)}…` : text;
  };

  /** `main > div.card > button.mantine-Button-root`: the element and up to three ancestors. */
  const pathOf = (element: Element) => {
    const steps: string[] = [];
    for (
      let at: Element | null = element;
      at && at !== document.body && steps.length < 4;
      at = at.parentElement
    ) {
      const testId = at.getAttribute('data-testid');
      if (at.id) {
        steps.unshift(`#${at.id}`);
        break;
      }
      const classes = [...at.classList]
        .filter((name) => !/^(mantine-focus|mantine-active|mantine-visible)/.test(name))
        .sort((a, b) => Number(b.startsWith('mantine-')) - Number(a.startsWith('mantine-')))
        .slice(0, 2);
      steps.unshift(
        `${at.tagName.toLowerCase()}${testId ? `[data-testid="${testId}"]` : ''}${classes.map((name) => `.${name}`).join('')}`,
      );
    }
    return steps.join(' > ');
  };
  const report = (rule: string, element: Element, detail: string) => {
    const text = textOf(element);
    const what = `${rule}: ${pathOf(element)}${text ? ` «${text}»` : ''}`;
    if (!problems.has(what)) problems.set(what, `${what} (${detail})`);
  };

  /** Hidden from sight: not rendered, invisible, transparent, or visually hidden (sr-only), itself or an ancestor. */
  const hiddenCache = new Map<Element, boolean>();
  const isHidden = (element: Element): boolean => {
    const known = hiddenCache.get(element);
    if (known !== undefined) return known;
    let hidden: boolean;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) hidden = true;
    else if (
      style.clip === 'rect(0px, 0px, 0px, 0px)' ||
      style.clipPath === 'inset(50%)' ||
      (box.width <= 1 && box.height <= 1 && style.overflow !== 'visible')
    )
      hidden = true;
    else hidden = element.parentElement ? isHidden(element.parentElement) : false;
    hiddenCache.set(element, hidden);
    return hidden;
  };

  /** A closed off-canvas drawer: the element sits in a fixed box that is wholly off the screen. */
  const isOffCanvas = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      if (getComputedStyle(at).position !== 'fixed') continue;
      const box = at.getBoundingClientRect();
      return box.right <= 0 || box.left >= screenWidth;
    }
    return false;
  };

  /** The element's horizontal extent once cut by its ancestors that clip (overflow-x other than visible). */
  const visibleExtent = (element: Element) => {
    const box = element.getBoundingClientRect();
    let { left, right } = box;
    for (let at = element.parentElement; at && at !== document.documentElement; at = at.parentElement) {
      if (getComputedStyle(at).overflowX === 'visible') continue;
      const clip = at.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
    return { left, right };
  };
  const reachesPast = (element: Element) => {
    const { left, right } = visibleExtent(element);
    return right - left > 0 && (right > screenWidth + tolerance || left < -tolerance);
  };

  for (const element of document.querySelectorAll('body *')) {
    if (element.closest('svg') && element.tagName !== 'svg') continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (isHidden(element)) continue;

    if (
      reachesPast(element) &&
      !element.parentElement?.closest('[data-scroll-affordance]') &&
      !isOffCanvas(element) &&
      !(
        element.parentElement &&
        element.parentElement !== document.body &&
        reachesPast(element.parentElement)
      )
    ) {
      report(
        'wider than the screen',
        element,
        `${Math.round(box.left)}–${Math.round(box.right)} px of ${screenWidth}`,
      );
    }

    if (isFormControl(element)) continue;
    const style = getComputedStyle(element);
    const html = element as HTMLElement;
    if (html.scrollWidth > html.clientWidth + tolerance && style.overflowX !== 'visible') {
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (element.hasAttribute('data-scroll-affordance')) {
        // Marked as an intentional scroller.
      } else if (scrolls) {
        report(
          'scrolls sideways',
          element,
          `${html.scrollWidth} px in ${html.clientWidth}, no data-scroll-affordance`,
        );
      } else if (style.textOverflow !== 'ellipsis' && element.textContent!.trim()) {
        // Without text, the clipping is drawing (a switch's track, a cropped picture), not something cut.
        report(
          ownText(element) ? 'cuts its text' : 'cuts its content',
          element,
          `${html.scrollWidth} px in ${html.clientWidth}, no ellipsis`,
        );
      }
    }
    // Chromium ends a `-webkit-line-clamp` box with an ellipsis (and computes its display as flow-root).
    const lineClamped = style.getPropertyValue('-webkit-line-clamp') !== 'none';
    if (
      (style.overflowY === 'hidden' || style.overflowY === 'clip') &&
      html.scrollHeight > html.clientHeight + tolerance &&
      ownText(element) &&
      !lineClamped
    ) {
      report('cuts its text', element, `${html.scrollHeight} px high in ${html.clientHeight}, no line clamp`);
    }
  }

  const titles = [...document.querySelectorAll('h1')].filter((title) => !isHidden(title));
  for (const toast of document.querySelectorAll('.mantine-Notification-root')) {
    if (isHidden(toast)) continue;
    const a = toast.getBoundingClientRect();
    for (const title of titles) {
      const b = title.getBoundingClientRect();
      if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
        report('toast over the title', toast, `over h1 «${textOf(title)}»`);
    }
  }
  return [...problems.values()];
}
