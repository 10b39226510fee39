import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// jsdom lacks these browser APIs that Mantine uses.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
window.scrollTo = () => undefined;

// The server's readable signed-in cookie: with it the app asks `/api/users/me` (stubbed per test) who is there.
beforeEach(() => {
  document.cookie = 'tawrid_signed_in=1; path=/';
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // The language choice's cookie (i18n.ts), kept by jsdom across the tests of a file.
  document.cookie = 'i18nextLng=; max-age=0; path=/';
});
