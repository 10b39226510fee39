import { useState } from 'react';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChangePasswordBodySchema, type ChangePasswordBody } from '../../../contract/auth/auth.schemas';
import { fieldErrorText, formErrorText, placeServerErrors } from '../../lib/form-errors';
import { SectionNotice, type Notice } from './section-notice';
import { SettingsSection } from '../../components/settings-section';
import { useChangePassword } from './use-settings';

const emptyForm: ChangePasswordBody = { currentPassword: '', password: '', confirmPassword: '' };
const passwordFields = ['currentPassword', 'password', 'confirmPassword'] as const;

/** Password change: the server ends every other session; this browser stays signed in. */
export function PasswordSection() {
  const { t, i18n } = useTranslation('settings');
  const changePassword = useChangePassword();
  const [notice, setNotice] = useState<Notice | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordBody>({
    resolver: zodResolver(ChangePasswordBodySchema),
    defaultValues: emptyForm,
  });

  const save = handleSubmit((values) => {
    setNotice(null);
    changePassword.mutate(values, {
      onSuccess: () => {
        reset(emptyForm);
        setNotice({ kind: 'success', title: t('password.changed'), text: t('password.changedText') });
      },
      onError: (error) => {
        const isPlaced = placeServerErrors(error, setError, passwordFields, {
          CURRENT_PASSWORD_WRONG: 'currentPassword',
          PASSWORD_WEAK: 'password',
          PASSWORD_MISMATCH: 'confirmPassword',
        });
        if (!isPlaced)
          setNotice({
            kind: 'error',
            title: t('password.failed'),
            text: formErrorText(error, t, i18n.language),
          });
      },
    });
  });

  return (
    <SettingsSection title={t('password.title')} description={t('password.description')}>
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack mt="md" gap="md" maw={420}>
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            {...register('currentPassword')}
            error={fieldErrorText(t, errors.currentPassword?.message)}
          />
          <PasswordInput
            label={t('password.new')}
            description={t('password.rule')}
            autoComplete="new-password"
            {...register('password')}
            error={fieldErrorText(t, errors.password?.message)}
          />
          <PasswordInput
            label={t('password.confirm')}
            autoComplete="new-password"
            {...register('confirmPassword')}
            error={fieldErrorText(t, errors.confirmPassword?.message)}
          />
          <Group>
            <Button type="submit" loading={changePassword.isPending}>
              {t('password.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <SectionNotice notice={notice} onClose={() => setNotice(null)} />
    </SettingsSection>
  );
}
