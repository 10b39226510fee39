import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Anchor,
  Autocomplete,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  PasswordInput,
  Stack,
  Stepper,
  Text,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Path } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  SignupBodySchema,
  signupAccountShape,
  signupBusinessShape,
  signupPersonShape,
  type SignupBody,
} from '../../../contract/auth/auth.schemas';
import { saudiCities } from '../../../contract/places/saudi-cities';
import { languageInfo } from '../../i18n/languages';
import { ApiError } from '../../lib/api-client';
import { useMainCategories } from '../categories/use-categories';
import { AuthCard } from './auth-card';
import { fieldErrorText, formErrorText, serverFieldErrors } from '../../lib/form-errors';
import { FormAlert } from './form-alert';
import { clearSignupDraft, readSignupDraft, writeSignupDraft } from './signup-draft-storage';
import { useSignup, type SignupValues } from './use-auth-api';

type Field = Path<SignupBody>;

/** The three steps of spec §2, each with the fields of its contract schema. */
const steps = [
  { key: 'business', fields: Object.keys(signupBusinessShape) as Field[] },
  { key: 'person', fields: Object.keys(signupPersonShape) as Field[] },
  { key: 'account', fields: Object.keys(signupAccountShape) as Field[] },
] as const;
const lastStep = steps.length - 1;
const allFields = steps.flatMap((step) => step.fields);
const stepOf = (field: Field) => steps.findIndex((step) => step.fields.includes(field));

/** Server answers that belong to one field (the others are about the whole form). */
const fieldByCode: Partial<Record<string, Field>> = {
  REGISTRATION_NUMBER_TAKEN: 'registrationNumber',
  REGISTRATION_NOT_FOUND: 'registrationNumber',
  REGISTRATION_INACTIVE: 'registrationNumber',
  NATIONAL_ID_TAKEN: 'nationalId',
  CITY_INVALID: 'city',
  EMAIL_TAKEN: 'email',
};

/**
 * Signup in three steps (spec §2, §5): one form validated by `SignupBodySchema`, each step checked
 * with `trigger` before the next. A server refusal is put on its field and its step is shown again.
 * The typed, non-secret fields are kept for the tab, so a reload loses nothing but the password.
 */
export function SignupWizard() {
  const { t, i18n } = useTranslation('auth');
  const language = languageInfo(i18n.resolvedLanguage).code;
  const navigate = useNavigate();
  const signup = useSignup();
  const categories = useMainCategories();
  const [active, setActive] = useState(0);
  // The failed call itself, so its text follows a language switch.
  const [formError, setFormError] = useState<unknown>(null);
  const focusAfterStepChange = useRef<Field | null>(null);
  // The page is rendered by the browser only (not server-rendered), so storage can be read at once.
  const [draft] = useState(readSignupDraft);
  const {
    control,
    register,
    handleSubmit,
    trigger,
    setError,
    setFocus,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<SignupBody, unknown, SignupValues>({
    resolver: zodResolver(SignupBodySchema),
    defaultValues: {
      businessName: '',
      registrationNumber: '',
      businessCategoryIds: [],
      name: '',
      nationalId: '',
      city: '',
      email: '',
      password: '',
      confirmPassword: '',
      ...draft,
    },
  });

  // Every change is written as it happens (no re-render): a reload loses nothing typed but the password.
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => writeSignupDraft(values) }),
    [subscribe],
  );

  useEffect(() => {
    const field = focusAfterStepChange.current;
    focusAfterStepChange.current = null;
    if (field) setFocus(field);
  }, [active, setFocus]);

  const showStep = (step: number, focus: Field) => {
    focusAfterStepChange.current = focus;
    setActive(step);
  };

  const next = async () => {
    if (!(await trigger(steps[active]!.fields, { shouldFocus: true }))) return;
    setFormError(null);
    const following = Math.min(active + 1, lastStep);
    showStep(following, steps[following]!.fields[0]!);
  };

  const back = () => {
    setFormError(null);
    showStep(Math.max(active - 1, 0), steps[Math.max(active - 1, 0)]!.fields[0]!);
  };

  const onSubmit = async (values: SignupValues) => {
    if (signup.isPending) return;
    setFormError(null);
    try {
      const user = await signup.mutateAsync(values);
      clearSignupDraft();
      await navigate('/verify-email', { state: { email: user.email } });
    } catch (error) {
      const fieldErrors = serverFieldErrors<SignupBody>(error, fieldByCode, allFields);
      if (fieldErrors.length === 0) {
        setFormError(error);
        // The registry answers about step 1's registration number.
        if (error instanceof ApiError && error.code === 'REGISTRY_UNAVAILABLE') {
          showStep(0, 'registrationNumber');
        }
        return;
      }
      for (const { field, message } of fieldErrors) setError(field, { type: 'server', message });
      const first = fieldErrors.reduce((best, candidate) =>
        stepOf(candidate.field) < stepOf(best.field) ? candidate : best,
      );
      if (stepOf(first.field) === active) setFocus(first.field);
      else showStep(stepOf(first.field), first.field);
    }
  };

  // Should a later-step rule fail on submit (it was checked already), show that step.
  const onInvalid = (invalid: Partial<Record<Field, unknown>>) => {
    const step = Math.min(...(Object.keys(invalid) as Field[]).map(stepOf).filter((index) => index >= 0));
    if (Number.isFinite(step) && step !== active) {
      showStep(
        step,
        steps[step]!.fields.find((field) => field in invalid)!,
      );
    }
  };

  const categoryData = useMemo(
    () =>
      (['PRODUCT', 'SERVICE'] as const)
        .map((usedFor) => ({
          group: t(usedFor === 'PRODUCT' ? 'signup.categories.products' : 'signup.categories.services'),
          items: (categories.data ?? [])
            .filter((category) => category.usedFor === usedFor)
            .map((category) => ({ value: category.id, label: category.name })),
        }))
        .filter((group) => group.items.length > 0),
    [categories.data, t],
  );
  const cityNames = useMemo(() => saudiCities.map((city) => city[language]), [language]);

  return (
    <AuthCard title={t('signup.title')} lead={t('signup.lead')} size={680}>
      <form
        noValidate
        onSubmit={(event) => {
          // Enter on an earlier step means "next", never an early submit.
          if (active < lastStep) {
            event.preventDefault();
            void next();
            return;
          }
          void handleSubmit(onSubmit, onInvalid)(event);
        }}
      >
        <Stepper
          active={active}
          onStepClick={(step) => step < active && showStep(step, steps[step]!.fields[0]!)}
          allowNextStepsSelect={false}
          size="sm"
          iconSize={36}
        >
          <Stepper.Step
            label={t('signup.steps.business.label')}
            description={t('signup.steps.business.description')}
          >
            {/*
              The Stepper shows only the active step's children, all in one place: without a key per step,
              React would reuse step 1's inputs for step 2's and register() would keep the old field's element,
              so a field showed, and on blur took, another step's value (issue 19, item 9).
            */}
            <Stack key={steps[0].key} gap="md" mt="lg">
              <TextInput
                {...register('businessName')}
                label={t('signup.businessName.label')}
                placeholder={t('signup.businessName.placeholder')}
                autoComplete="organization"
                required
                error={fieldErrorText(t, errors.businessName?.message)}
              />
              <TextInput
                {...register('registrationNumber')}
                label={t('signup.registrationNumber.label')}
                description={t('signup.registrationNumber.description')}
                inputMode="numeric"
                dir="ltr"
                autoComplete="off"
                required
                error={fieldErrorText(t, errors.registrationNumber?.message)}
              />
              <Controller
                control={control}
                name="businessCategoryIds"
                render={({ field, fieldState }) => (
                  <MultiSelect
                    ref={field.ref}
                    name={field.name}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    data={categoryData}
                    label={t('signup.categories.label')}
                    description={categories.isError ? t('signup.categories.loadFailed') : undefined}
                    placeholder={t('signup.categories.placeholder')}
                    nothingFoundMessage={t('signup.categories.nothingFound')}
                    disabled={categories.isPending}
                    searchable
                    clearable
                    required
                    error={fieldErrorText(t, fieldState.error?.message)}
                  />
                )}
              />
              {categories.isError && (
                <Group>
                  <Button variant="light" size="xs" onClick={() => void categories.refetch()}>
                    {t('signup.categories.retry')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Stepper.Step>

          <Stepper.Step
            label={t('signup.steps.person.label')}
            description={t('signup.steps.person.description')}
          >
            <Stack key={steps[1].key} gap="md" mt="lg">
              <TextInput
                {...register('name')}
                label={t('signup.name.label')}
                autoComplete="name"
                required
                error={fieldErrorText(t, errors.name?.message)}
              />
              <TextInput
                {...register('nationalId')}
                label={t('signup.nationalId.label')}
                description={t('signup.nationalId.description')}
                inputMode="numeric"
                dir="ltr"
                autoComplete="off"
                required
                error={fieldErrorText(t, errors.nationalId?.message)}
              />
              <Controller
                control={control}
                name="city"
                render={({ field, fieldState }) => (
                  <Autocomplete
                    ref={field.ref}
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    data={cityNames}
                    limit={8}
                    label={t('signup.city.label')}
                    description={t('signup.city.description')}
                    placeholder={t('signup.city.placeholder')}
                    autoComplete="address-level2"
                    required
                    error={fieldErrorText(t, fieldState.error?.message)}
                  />
                )}
              />
            </Stack>
          </Stepper.Step>

          <Stepper.Step
            label={t('signup.steps.account.label')}
            description={t('signup.steps.account.description')}
          >
            <Stack key={steps[2].key} gap="md" mt="lg">
              <TextInput
                {...register('email')}
                type="email"
                label={t('fields.email')}
                autoComplete="email"
                dir="ltr"
                required
                error={fieldErrorText(t, errors.email?.message)}
              />
              <PasswordInput
                {...register('password')}
                label={t('fields.password')}
                description={t('fields.passwordRule')}
                autoComplete="new-password"
                dir="ltr"
                required
                aria-invalid={!!errors.password}
                error={fieldErrorText(t, errors.password?.message)}
              />
              <PasswordInput
                {...register('confirmPassword')}
                label={t('fields.confirmPassword')}
                autoComplete="new-password"
                dir="ltr"
                required
                aria-invalid={!!errors.confirmPassword}
                error={fieldErrorText(t, errors.confirmPassword?.message)}
              />
              <Controller
                control={control}
                name="acceptTerms"
                render={({ field, fieldState }) => (
                  <Checkbox
                    ref={field.ref}
                    name={field.name}
                    checked={field.value === true}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    onBlur={field.onBlur}
                    label={
                      <Trans
                        t={t}
                        i18nKey="signup.acceptTerms"
                        components={{
                          terms: <Anchor component={Link} to="/terms-of-service" target="_blank" inherit />,
                        }}
                      />
                    }
                    error={fieldErrorText(t, fieldState.error?.message)}
                  />
                )}
              />
            </Stack>
          </Stepper.Step>
        </Stepper>

        <Stack gap="md" mt="xl">
          {formError != null && <FormAlert>{formErrorText(formError, t, i18n.language)}</FormAlert>}
          <Group justify="space-between">
            {active > 0 ? (
              <Button key="back" variant="default" onClick={back} disabled={isSubmitting}>
                {t('signup.back')}
              </Button>
            ) : (
              <span />
            )}
            {active < lastStep ? (
              <Button key="next" type="button" onClick={() => void next()}>
                {t('signup.next')}
              </Button>
            ) : (
              <Button key="submit" type="submit" loading={isSubmitting}>
                {t('signup.submit')}
              </Button>
            )}
          </Group>
          <Text size="sm" ta="center">
            {t('signup.haveAccount')}{' '}
            <Anchor component={Link} to="/login" fw={600}>
              {t('signup.login')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
