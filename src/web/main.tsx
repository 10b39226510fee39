// First: settings every later module relies on when it is evaluated.
import './lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/500.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import '@fontsource/ibm-plex-sans/400.css';
import '@fontsource/ibm-plex-sans/500.css';
import '@fontsource/ibm-plex-sans/700.css';
import '@mantine/core/styles.css';
// The date and chart styles come with the screens that use them (analytics, forecast), after these.
import './app/global.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { createI18n } from './i18n/i18n';

const i18n = createI18n();
const router = createAppRouter();

const root = createRoot(document.getElementById('root')!);
// A transition renders in slices that yield to the browser: one long task blocked input for 400 ms on a
// mid-range phone (total blocking time, docs/performance.md).
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
