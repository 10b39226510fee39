import { Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { supplierVerificationEndpoints as endpoints } from '../../../contract/supplier-verification/supplier-verification.endpoints';
import type { OperatorSupplier } from '../../../contract/supplier-verification/supplier-verification.schemas';
import { NotFoundContent } from '../../components/not-found-content';
import { PageSpinner } from '../../components/page-spinner';
import { ReasonDialog } from '../../components/reason-dialog';
import { callEndpoint } from '../../lib/api-client';
import { formatDate, formatNumber } from '../../lib/format';
import { formErrorText } from '../../lib/form-errors';
import { VerificationBadges } from './verification-badges';

type Action = 'approve' | 'requestInformation' | 'suspend' | 'reinstate';

const actionCalls = {
  approve: (id: string, reason: string) =>
    callEndpoint(endpoints.approveSupplier, { params: { id }, body: { reason } }),
  requestInformation: (id: string, question: string) =>
    callEndpoint(endpoints.requestSupplierInformation, { params: { id }, body: { question } }),
  suspend: (id: string, reason: string) =>
    callEndpoint(endpoints.suspendSupplier, { params: { id }, body: { reason } }),
  reinstate: (id: string, reason: string) =>
    callEndpoint(endpoints.reinstateSupplier, { params: { id }, body: { reason } }),
} satisfies Record<Action, (id: string, text: string) => Promise<OperatorSupplier>>;

/** Issue 25: `/operator/suppliers/:id`: the registry's answer, VAT number, store, and the actions. */
export function OperatorSupplierDetails({ id }: { id: string }) {
  const { t, i18n } = useTranslation('supplier-verification');
  const lang = i18n.language;
  const client = useQueryClient();
  const queryKey = ['operator', 'supplier', id];
  const [action, setAction] = useState<Action | null>(null);
  const {
    data: supplier,
    isPending,
    error,
  } = useQuery({
    queryKey,
    queryFn: ({ signal }) => callEndpoint(endpoints.getOperatorSupplier, { params: { id } }, { signal }),
  });
  const settle = (updated: OperatorSupplier) => {
    client.setQueryData(queryKey, updated);
    void client.invalidateQueries({ queryKey: ['operator', 'suppliers'] });
  };
  const act = useMutation({
    mutationFn: ({ which, text }: { which: Action; text: string }) => actionCalls[which](id, text),
    onSuccess: (updated) => {
      settle(updated);
      setAction(null);
    },
  });
  const recheck = useMutation({
    mutationFn: () => callEndpoint(endpoints.recheckSupplierRegistry, { params: { id } }),
    onSuccess: settle,
  });
  if (isPending) return <PageSpinner />;
  if (error || !supplier) return <NotFoundContent />;
  const registry = supplier.registryAnswer;
  const open = (which: Action) => {
    act.reset();
    setAction(which);
  };
  return (
    <Container size="lg" py="xl">
      <Anchor
        component={Link}
        to="/operator/suppliers"
        mih={44}
        display="inline-flex"
        style={{ alignItems: 'center' }}
      >
        {t('details.back')}
      </Anchor>
      <Title order={1} mt="sm">
        <bdi>{supplier.businessName}</bdi>
      </Title>
      <VerificationBadges supplier={supplier} />
      {supplier.isSuspended && supplier.suspensionReason && (
        <Text mt="sm" c="red" dir="auto">
          {t('details.suspendedBecause')} {supplier.suspensionReason}
        </Text>
      )}
      {supplier.verificationQuestion && (
        <Text mt="sm" dir="auto" style={{ whiteSpace: 'pre-line' }}>
          {t('details.question')} {supplier.verificationQuestion}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="lg">
        <Paper withBorder p="md">
          <Title order={2} size="h4">
            {t('details.business')}
          </Title>
          <Text size="sm">
            {t('details.registrationNumber')} <bdi>{supplier.registrationNumber}</bdi>
          </Text>
          <Text size="sm">
            {t('details.vatNumber')} <bdi>{supplier.vatNumber ?? t('details.none')}</bdi>
          </Text>
          <Text size="sm">
            {t('details.city')} {supplier.city}
          </Text>
          <Text size="sm">
            {t('details.email')} <bdi>{supplier.email}</bdi>
          </Text>
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4">
            {t('details.registry')}
          </Title>
          {registry ? (
            <>
              <Text size="sm">{t(`registry.${registry.outcome}`)}</Text>
              {registry.businessName && (
                <Text size="sm" dir="auto">
                  {registry.businessName}
                </Text>
              )}
              {registry.city && (
                <Text size="sm" dir="auto">
                  {registry.city}
                </Text>
              )}
              {registry.activity && (
                <Text size="sm" dir="auto">
                  {t('details.activity')} {registry.activity}
                </Text>
              )}
              {supplier.registryCheckedAt && (
                <Text size="xs" c="dimmed">
                  {t('details.checkedAt', {
                    date: formatDate(supplier.registryCheckedAt, lang, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                  })}
                </Text>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('details.notChecked')}
            </Text>
          )}
          <Button
            mt="sm"
            variant="light"
            mih={44}
            onClick={() => recheck.mutate()}
            loading={recheck.isPending}
          >
            {t('actions.recheck')}
          </Button>
          {recheck.error && (
            <Text c="red" size="sm" role="alert">
              {formErrorText(recheck.error, t, lang)}
            </Text>
          )}
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4">
            {t('details.store')}
          </Title>
          <Text size="sm">{t(`plans.${supplier.store.plan}`)}</Text>
          <Text size="sm">
            {t('queue.listings', {
              count: supplier.store.listingsCount,
              formatted: formatNumber(supplier.store.listingsCount, lang),
            })}
          </Text>
          <Text size="sm">
            {t('queue.openOrders', {
              count: supplier.store.openOrdersCount,
              formatted: formatNumber(supplier.store.openOrdersCount, lang),
            })}
          </Text>
          {supplier.store.isStoreClosed && <Text size="sm">{t('details.storeClosed')}</Text>}
        </Paper>
      </SimpleGrid>
      <Stack mt="lg" gap="xs">
        <Title order={2} size="h4">
          {t('details.actions')}
        </Title>
        <Group gap="sm">
          {supplier.verification !== 'APPROVED' && (
            <Button mih={44} color="teal" onClick={() => open('approve')}>
              {t('actions.approve')}
            </Button>
          )}
          <Button mih={44} variant="light" onClick={() => open('requestInformation')}>
            {t('actions.requestInformation')}
          </Button>
          {supplier.isSuspended ? (
            <Button mih={44} color="teal" variant="outline" onClick={() => open('reinstate')}>
              {t('actions.reinstate')}
            </Button>
          ) : (
            <Button mih={44} color="red" onClick={() => open('suspend')}>
              {t('actions.suspend')}
            </Button>
          )}
        </Group>
      </Stack>
      {action && (
        <ReasonDialog
          opened
          title={t(`actions.${action}`)}
          label={action === 'requestInformation' ? t('dialog.question') : t('dialog.reason')}
          confirmLabel={t(`actions.${action}`)}
          color={action === 'suspend' ? 'red' : undefined}
          isPending={act.isPending}
          error={act.error ? formErrorText(act.error, t, lang) : null}
          onConfirm={(text) => act.mutate({ which: action, text })}
          onClose={() => setAction(null)}
        />
      )}
    </Container>
  );
}
