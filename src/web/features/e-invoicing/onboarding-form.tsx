import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  OnboardEInvoicingBodySchema,
  type FatooraMessage,
} from '../../../contract/e-invoicing/e-invoicing.schemas';
import { ApiError } from '../../lib/api-client';
import { formErrorText } from '../../lib/form-errors';
import { FatooraMessages } from './fatoora-messages';
import { useOnboardEInvoicingUnit } from './use-e-invoicing';

type OtpForm = z.input<typeof OnboardEInvoicingBodySchema>;

/** ZATCA's reasons, when the API passes them along with its refusal. */
function messagesOf(error: unknown): FatooraMessage[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details?.messages)) return [];
  return error.details.messages as FatooraMessage[];
}

/**
 * The OTP from the Fatoora portal (six digits, Arabic-Indic read too: the contract's rule), to connect
 * the unit or renew its certificate. ZATCA's refusal shows in the person's language with ZATCA's messages.
 */
export function OnboardingForm({
  isRenewal,
  lastError,
  onCancel,
  onDone,
}: {
  isRenewal: boolean;
  /** ZATCA's answer to the last failed attempt (the unit's `lastError`). */
  lastError: readonly FatooraMessage[];
  onCancel?: () => void;
  onDone?: () => void;
}) {
  const { t, i18n } = useTranslation('e-invoicing');
  const onboard = useOnboardEInvoicingUnit();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OtpForm, unknown, z.output<typeof OnboardEInvoicingBodySchema>>({
    resolver: zodResolver(OnboardEInvoicingBodySchema),
    defaultValues: { otp: '' },
  });

  const submit = handleSubmit(({ otp }) => onboard.mutate(otp, { onSuccess: () => onDone?.() }));
  const refusal = onboard.error;
  // The server's message is already in the person's language (conventions §4).
  const refusalText =
    refusal instanceof ApiError && refusal.message
      ? refusal.message
      : formErrorText(refusal, t, i18n.language);
  const reasons = refusal ? messagesOf(refusal) : [];

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="onboarding-title">
      <Stack gap="md">
        <Text fw={700} id="onboarding-title">
          {t(isRenewal ? 'onboarding.renewTitle' : 'onboarding.title')}
        </Text>
        <Text size="sm">{t('onboarding.steps')}</Text>
        {(refusal || lastError.length > 0) && (
          <Alert
            color="red"
            icon={<IconAlertCircle aria-hidden />}
            title={t('onboarding.refused')}
            role="alert"
          >
            {refusal && <Text size="sm">{refusalText}</Text>}
            <FatooraMessages messages={reasons.length > 0 ? reasons : lastError} />
          </Alert>
        )}
        <TextInput
          label={t('onboarding.otp')}
          description={t('onboarding.otpHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          maw={220}
          size="md"
          styles={{ input: { minHeight: 44, letterSpacing: '0.3em' } }}
          required
          {...register('otp')}
          error={errors.otp ? t('onboarding.otpInvalid') : undefined}
        />
        <Group gap="sm">
          <Button type="submit" mih={44} loading={onboard.isPending}>
            {t(isRenewal ? 'onboarding.renewSubmit' : 'onboarding.submit')}
          </Button>
          {onCancel && (
            <Button variant="default" mih={44} onClick={onCancel}>
              {t('onboarding.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
