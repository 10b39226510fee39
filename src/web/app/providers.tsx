import { useMemo, useState, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { languageInfo } from '../i18n/languages';
import { createAppTheme, cssVariablesResolver } from './theme';
import { DocumentLanguage } from './document-language';
import { SessionExpiredDialog } from '../features/auth/session-expired-dialog';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
}

function ThemedApp({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = languageInfo(i18n.resolvedLanguage);
  const theme = useMemo(() => createAppTheme(language), [language]);
  return (
    <DirectionProvider initialDirection={language.dir} detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <DocumentLanguage />
        {children}
        <SessionExpiredDialog />
      </MantineProvider>
    </DirectionProvider>
  );
}

/** Everything a page needs around it: translations, data fetching, theme and direction. */
export function AppProviders({
  i18n,
  queryClient,
  children,
}: {
  i18n: I18n;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ThemedApp>{children}</ThemedApp>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
