import { Suspense, useEffect } from 'react';
import { AppShell, Badge, Burger, Button, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCash,
  IconChartLine,
  IconFlag,
  IconHistory,
  IconKey,
  IconLogout,
  IconScale,
  IconShieldCheck,
  IconUsers,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { LanguageToggle } from '../../components/language-toggle';
import { Logo } from '../../components/logo';
import { PageSpinner } from '../../components/page-spinner';
import { NewRecoveryCodesDialog } from './new-recovery-codes-dialog';
import { operatorNavFor, type OperatorNavItem } from './operator-nav';
import { isSignedOut, operatorQueryKey, useOperatorMe, useOperatorSignOut } from './use-operator-api';

const icons: Record<OperatorNavItem['key'], typeof IconChartLine> = {
  health: IconChartLine,
  suppliers: IconShieldCheck,
  reports: IconFlag,
  disputes: IconScale,
  payments: IconCash,
  auditLog: IconHistory,
  operators: IconUsers,
};

/** Where a signed-out operator goes, and why (a session that ended shows a notice there). */
export interface OperatorSignInState {
  from?: string;
  hasSessionEnded?: boolean;
}

/**
 * Issue 25: the console's frame. A guard first: the operator is asked of the API (`GET /api/operator/me`),
 * and a signed-out one, or one whose session ends while working (any call answering 401), goes to
 * /operator/sign-in. Then the sections the operator's role may see (a drawer on phones, a side bar on
 * desktop), the operator's name and role, the language toggle and signing out.
 */
export function OperatorLayout() {
  const { t } = useTranslation('operators');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useOperatorMe();
  const signOut = useOperatorSignOut();
  const [isNavOpen, nav] = useDisclosure(false);
  const [isRecoveryOpen, recovery] = useDisclosure(false);

  // A session that ends while the console is open (idle, expired, suspended): back to sign-in, with a
  // notice when the server says it ended (a visitor who never signed in gets none).
  useEffect(() => {
    const leaveOn = (error: unknown) => {
      if (!isSignedOut(error)) return;
      const hasSessionEnded = error instanceof ApiError && error.code === 'SESSION_EXPIRED';
      void navigate('/operator/sign-in', {
        replace: true,
        state: { from: pathname, hasSessionEnded } satisfies OperatorSignInState,
      });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') leaveOn(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') leaveOn(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, navigate, pathname]);

  if (me.isPending) return <PageSpinner fillsScreen />;
  if (me.isError) {
    const state: OperatorSignInState = {
      from: pathname,
      hasSessionEnded: me.error instanceof ApiError && me.error.code === 'SESSION_EXPIRED',
    };
    return <Navigate to="/operator/sign-in" replace state={state} />;
  }
  const operator = me.data;

  const onSignOut = async () => {
    await signOut.mutateAsync().catch(() => undefined);
    queryClient.removeQueries({ queryKey: operatorQueryKey });
    await navigate('/operator/sign-in', { replace: true });
  };

  return (
    <AppShell
      header={{ height: { base: 60, md: 0 } }}
      navbar={{ width: 272, breakpoint: 'md', collapsed: { mobile: !isNavOpen } }}
      padding="md"
    >
      <meta name="robots" content="noindex, nofollow" />
      <AppShell.Header hiddenFrom="md">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Logo size="sm" />
            <Text size="sm" fw={700} c="dimmed">
              {t('layout.console')}
            </Text>
          </Group>
          <Burger opened={isNavOpen} onClick={nav.toggle} aria-label={t('layout.openMenu')} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('layout.navigation')}>
        <AppShell.Section visibleFrom="md" pb="md">
          <Group gap="xs">
            <Logo />
            <Text size="sm" fw={700} c="dimmed">
              {t('layout.console')}
            </Text>
          </Group>
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea}>
          {operatorNavFor(operator.role).map(({ key, path }) => {
            const Icon = icons[key];
            return (
              <NavLink
                key={key}
                component={Link}
                to={path}
                label={t(`nav.${key}`)}
                leftSection={<Icon size={18} aria-hidden />}
                active={pathname === path || pathname.startsWith(`${path}/`)}
                onClick={nav.close}
                mih={44}
              />
            );
          })}
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Stack gap="xs">
            <div data-testid="operator-block" style={{ minWidth: 0 }}>
              <Text size="sm" fw={700} truncate>
                {operator.name}
              </Text>
              <Group gap={6} wrap="nowrap">
                <Badge variant="light" size="sm">
                  {t(`roles.${operator.role}`)}
                </Badge>
                <Text size="xs" c="dimmed" truncate dir="ltr">
                  {operator.email}
                </Text>
              </Group>
            </div>
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconKey size={16} aria-hidden />}
              onClick={recovery.open}
              fullWidth
            >
              {t('newRecoveryCodes.open')}
            </Button>
            <LanguageToggle fullWidth />
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => void onSignOut()}
              loading={signOut.isPending}
              fullWidth
            >
              {t('layout.signOut')}
            </Button>
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>
      <NewRecoveryCodesDialog opened={isRecoveryOpen} onClose={recovery.close} />
      <AppShell.Main id="main">
        <Suspense fallback={<PageSpinner fillsScreen />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
