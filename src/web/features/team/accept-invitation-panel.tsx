import { useState } from 'react';
import { Badge, Button, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AcceptInvitationFormSchema, type AcceptInvitationForm } from '../../../contract/team/team.schemas';
import { ApiError } from '../../lib/api-client';
import { fieldErrorText, formErrorText, placeServerErrors } from '../../lib/form-errors';
import { AuthCard } from '../auth/auth-card';
import { FormAlert } from '../auth/form-alert';
import { useAcceptInvitation, useInvitationPreview } from './use-team';

const linkCodes = new Set(['TOKEN_INVALID', 'TOKEN_EXPIRED']);

/**
 * Issue 26: the invitation's link (`/invitations/accept?token=…`): who invites the person to which
 * business with which roles; they choose a name and password and are signed in.
 */
export function AcceptInvitationPanel() {
  const { t, i18n } = useTranslation(['team', 'auth']);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const [formError, setFormError] = useState<unknown>(null);
  const [isLinkBroken, setIsLinkBroken] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AcceptInvitationForm>({
    resolver: zodResolver(AcceptInvitationFormSchema),
    defaultValues: { name: '', password: '', confirmPassword: '' },
  });

  const onSubmit = async (values: AcceptInvitationForm) => {
    setFormError(null);
    try {
      await accept.mutateAsync({ token, ...values });
      void navigate('/', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && linkCodes.has(error.code)) return setIsLinkBroken(true);
      if (!placeServerErrors(error, setError, ['name', 'password', 'confirmPassword'])) setFormError(error);
    }
  };

  if (token === '' || isLinkBroken || preview.isError) {
    return (
      <AuthCard title={t('accept.title')}>
        <Stack gap="md">
          <FormAlert>{t('accept.broken')}</FormAlert>
          <Button component={Link} to="/" size="lg" fullWidth>
            {t('accept.home')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  if (preview.isPending) {
    return (
      <AuthCard title={t('accept.title')}>
        <Loader aria-label={t('accept.title')} />
      </AuthCard>
    );
  }

  const invitation = preview.data;
  return (
    <AuthCard
      title={t('accept.title')}
      lead={
        invitation.invitedByName
          ? t('accept.lead', { inviter: invitation.invitedByName, business: invitation.businessName })
          : t('accept.leadNoInviter', { business: invitation.businessName })
      }
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          <Group gap={6}>
            <Text size="sm">{t('accept.as')}</Text>
            {invitation.roles.map((role) => (
              <Badge key={role} variant="outline">
                {t(`roles.${role}.name`)}
              </Badge>
            ))}
          </Group>
          <Text size="sm" c="dimmed">
            {t('accept.email')}
            <bdi dir="ltr">{invitation.email}</bdi>
          </Text>
          {formError != null && (
            <FormAlert>{formErrorText(formError, t, i18n.language, 'team:accept.failed')}</FormAlert>
          )}
          <TextInput
            {...register('name')}
            label={t('accept.name')}
            autoComplete="name"
            required
            size="md"
            error={fieldErrorText(t, errors.name?.message)}
          />
          <PasswordInput
            {...register('password')}
            label={t('accept.password')}
            description={t('auth:fields.passwordRule')}
            autoComplete="new-password"
            dir="ltr"
            required
            size="md"
            error={fieldErrorText(t, errors.password?.message)}
          />
          <PasswordInput
            {...register('confirmPassword')}
            label={t('accept.confirmPassword')}
            autoComplete="new-password"
            dir="ltr"
            required
            size="md"
            error={fieldErrorText(t, errors.confirmPassword?.message)}
          />
          <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
            {t('accept.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
