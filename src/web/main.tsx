// First: settings every later module relies on when it is evaluated.
import './lib/zod-config';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
// Two weights (500 is drawn as 400, 600 as 700): each weight is 65 kB more for an Arabic page on a phone.
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import '@fontsource/ibm-plex-sans/400.css';
import '@fontsource/ibm-plex-sans/700.css';
import '@mantine/core/styles.css';
// The date and chart styles come with the screens that use them (analytics, forecast), after these.
import './app/global.css';
import { pageStateElementId, type PageState } from '../contract/pages/page-rendering';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter, createHydratingRouter } from './app/router';
import { createI18n, errorsNamespace } from './i18n/i18n';
import { languageInfo } from './i18n/languages';
import { holdTapsDuringTakeOver } from './lib/taps-during-take-over';

/** The state of a page the server rendered (decision 017), or null for the app's own empty page. */
function serverPageState(): PageState | null {
  const text = document.getElementById(pageStateElementId)?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}

/**
 * Loads the error texts on the person's first press or key on a page the server rendered: a form's message
 * follows an action, and nothing of the page needs them before (i18n.ts, `errorsNamespace`).
 */
function loadErrorTextsOnFirstAction(i18n: ReturnType<typeof createI18n>) {
  const events = ['pointerdown', 'keydown'] as const;
  const load = () => {
    for (const type of events) document.removeEventListener(type, load, true);
    void i18n.loadNamespaces(errorsNamespace);
  };
  for (const type of events) document.addEventListener(type, load, { capture: true, passive: true });
}

/** Calls `onCommitted` once React has committed the page it rendered or took over. */
function Committed({ onCommitted, children }: { onCommitted: () => void; children: ReactNode }) {
  useEffect(onCommitted, [onCommitted]);
  return children;
}

async function start() {
  const i18n = createI18n();
  const queryClient = createQueryClient();
  const container = document.getElementById('root')!;
  const state = serverPageState();
  // The server chose the language from the address, the language cookie and the browser's languages; a
  // browser whose stored choice differs renders the page afresh in its own language.
  const isHydrating = state !== null && state.language === languageInfo(i18n.resolvedLanguage).code;
  // From here until React has the page, a tap is kept (lib/taps-during-take-over.ts).
  const takenOver = isHydrating ? holdTapsDuringTakeOver() : () => undefined;
  if (isHydrating) {
    for (const [language, namespaces] of Object.entries(state.resources)) {
      for (const [namespace, texts] of Object.entries(namespaces)) {
        i18n.addResourceBundle(language, namespace, texts);
      }
    }
    hydrate(queryClient, state.queries as DehydratedState);
    loadErrorTextsOnFirstAction(i18n);
  } else {
    // A page the browser renders may show an error text at once (a cart line that needs a change).
    await i18n.loadNamespaces(errorsNamespace);
  }
  const router = isHydrating ? await createHydratingRouter() : createAppRouter();
  const app = (
    <StrictMode>
      <Committed onCommitted={takenOver}>
        <AppProviders i18n={i18n} queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </Committed>
    </StrictMode>
  );
  // A transition renders in slices that yield to the browser: one long task blocked input for 400 ms on
  // a mid-range phone (total blocking time, docs/performance.md).
  startTransition(() => {
    if (isHydrating) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();
