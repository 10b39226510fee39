import { useLayoutEffect, type RefObject } from 'react';

/**
 * Sizes an element to reach the bottom of the window from where it starts, so a screen with its own
 * scrolling panes (the chats) never scrolls the page. Measured again when the window or the page above
 * it changes (a banner closed), through the element's style rather than a render.
 */
export function useFillViewport(ref: RefObject<HTMLElement | null>, bottomGap = 0) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.height = `calc(100dvh - ${Math.max(0, Math.round(top + bottomGap))}px)`;
    };
    measure();
    window.addEventListener('resize', measure);
    // Test DOMs and old browsers have no ResizeObserver; the window's resize still applies.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref, bottomGap]);
}
