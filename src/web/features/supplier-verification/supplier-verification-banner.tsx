import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { supplierVerificationEndpoints } from '../../../contract/supplier-verification/supplier-verification.endpoints';
import { maxOperatorReasonLength } from '../../../contract/supplier-verification/supplier-verification.schemas';
import { callEndpoint } from '../../lib/api-client';
import { formErrorText } from '../../lib/form-errors';

const verificationQueryKey = ['supplier', 'me', 'verification'] as const;

/**
 * Issue 25: the supplier console's banner. Suspended: why (as the operator wrote it), and that open orders
 * continue. Information requested: the question and a reply field (decision 032), which sends the
 * supplier back to the operators' queue. Nothing otherwise.
 */
export function SupplierVerificationBanner() {
  const { t, i18n } = useTranslation('supplier-verification');
  const client = useQueryClient();
  const [answer, setAnswer] = useState('');
  const { data } = useQuery({
    queryKey: verificationQueryKey,
    queryFn: ({ signal }) => callEndpoint(supplierVerificationEndpoints.getMyVerification, {}, { signal }),
    staleTime: 60_000,
  });
  const send = useMutation({
    mutationFn: () => callEndpoint(supplierVerificationEndpoints.answerVerification, { body: { answer } }),
    onSuccess: (verification) => {
      client.setQueryData(verificationQueryKey, verification);
      setAnswer('');
    },
  });
  if (!data) return null;
  return (
    <Stack gap="sm" mb="md">
      {data.isSuspended && (
        <Alert
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('banner.suspendedTitle')}
          role="status"
        >
          <Text size="sm">{t('banner.suspendedText')}</Text>
          {data.suspensionReason && (
            <Text size="sm" mt="xs" dir="auto" style={{ whiteSpace: 'pre-line' }}>
              {t('banner.reason')} {data.suspensionReason}
            </Text>
          )}
        </Alert>
      )}
      {data.verification === 'INFO_REQUESTED' && (
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} title={t('banner.questionTitle')}>
          <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line' }}>
            {data.verificationQuestion}
          </Text>
          <Textarea
            mt="sm"
            label={t('banner.answerLabel')}
            value={answer}
            onChange={(event) => setAnswer(event.currentTarget.value)}
            maxLength={maxOperatorReasonLength}
            autosize
            minRows={2}
          />
          {send.error && (
            <Text c="red" size="sm" mt="xs" role="alert">
              {formErrorText(send.error, t, i18n.language)}
            </Text>
          )}
          <Group justify="flex-end" mt="sm">
            <Button mih={44} onClick={() => send.mutate()} disabled={!answer.trim()} loading={send.isPending}>
              {t('banner.send')}
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
