import { useState, type FormEvent } from 'react';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../lib/form-errors';
import { FormAlert } from '../auth/form-alert';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { useRegenerateRecoveryCodes } from './use-operator-api';

/** New recovery codes for the signed-in operator, with the authenticator's current code; shown once. */
export function NewRecoveryCodesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('operators');
  const regenerate = useRegenerateRecoveryCodes();
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);

  const close = () => {
    setCode('');
    setCodes(null);
    regenerate.reset();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setCodes((await regenerate.mutateAsync(code)).recoveryCodes);
    } catch {
      setCode('');
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('newRecoveryCodes.title')}>
      {codes ? (
        <Stack gap="md">
          <RecoveryCodesPanel codes={codes} />
          <Button mih={44} onClick={close}>
            {t('newRecoveryCodes.done')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('newRecoveryCodes.lead')}</Text>
            {regenerate.isError && <FormAlert>{formErrorText(regenerate.error, t, i18n.language)}</FormAlert>}
            <TextInput
              label={t('signIn.code')}
              description={t('signIn.codeDescription')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              dir="ltr"
              required
              data-autofocus
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
            <Button type="submit" mih={44} loading={regenerate.isPending}>
              {t('newRecoveryCodes.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
