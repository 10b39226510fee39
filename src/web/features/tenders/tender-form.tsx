import { Alert, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconGavel, IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormFailureAlert } from '../../components/form-failure-alert';
import { fieldErrorText, formErrorText } from '../../lib/form-errors';
import { CharacterCount } from '../../components/character-count';
import { riyadhDayOf } from '../../../contract/dates/riyadh';
import { useSession } from '../auth/use-session';
import { SettingsSection } from '../../components/settings-section';
import { ResponseDeadlineChoice } from './response-deadline-choice';
import {
  emptyTenderValues,
  riyadhInstant,
  tenderResolver,
  type TenderFormValues,
} from './tender-form-values';
import { myTenderPath } from './tender-routes';
import { placeTenderErrors } from './tender-server-errors';
import { useCreateTender, type CreateTenderBodyOutput } from './use-my-tenders';
import { DayInput, TimeOfDayInput } from '../../components/calendar-inputs';

/** Spec §5 and §9 (the limits are the contract's too). */
const nameMax = 100;
const mainActivityMax = 500;
const organizationNameMax = 100;

/**
 * `/buyer/bids/new` (spec §5 Tender creation): name, main activity, the organization (the business's
 * own name when left empty), the submission deadline as a Riyadh date and time, and how long the buyer
 * gives itself to answer. Checked by the contract's schema, the server's; published, it opens the
 * tender's page.
 */
export function TenderForm() {
  const { t, i18n } = useTranslation('tenders');
  const navigate = useNavigate();
  const { user } = useSession();
  const create = useCreateTender();
  const resolver = useMemo(() => tenderResolver(), []);
  const [failure, setFailure] = useState<unknown>(null);
  const today = riyadhDayOf(new Date());
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TenderFormValues, unknown, CreateTenderBodyOutput>({
    resolver,
    defaultValues: emptyTenderValues,
    mode: 'onTouched',
  });
  const [submissionDate, submissionTime] = useWatch({ control, name: ['submissionDate', 'submissionTime'] });
  const errorText = (field: keyof TenderFormValues) => fieldErrorText(t, errors[field]?.message);

  const submit = handleSubmit((body) => {
    if (create.isPending) return;
    setFailure(null);
    create.mutate(body, {
      onSuccess: (tender) => void navigate(myTenderPath(tender.id)),
      onError: (error) => {
        if (!placeTenderErrors(error, setError)) setFailure(error);
      },
    });
  });

  const counter = (name: 'name' | 'mainActivity' | 'organizationName', max: number) => (
    <CharacterCount control={control} name={name} max={max} />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('form.label')}>
      <Stack gap="lg">
        <SettingsSection title={t('form.aboutTitle')}>
          <Stack mt="md" gap="md">
            <TextInput
              label={t('form.name')}
              required
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              description={counter('name', nameMax)}
              dir="auto"
              {...register('name')}
              error={errorText('name')}
            />
            <Textarea
              label={t('form.mainActivity')}
              required
              autosize
              minRows={4}
              maxRows={12}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              description={counter('mainActivity', mainActivityMax)}
              dir="auto"
              {...register('mainActivity')}
              error={errorText('mainActivity')}
            />
            <Stack gap={4}>
              <TextInput
                label={t('form.organizationName')}
                description={t('form.organizationNameHint')}
                placeholder={user?.businessName}
                dir="auto"
                {...register('organizationName')}
                error={errorText('organizationName')}
              />
              <Group justify="flex-end">{counter('organizationName', organizationNameMax)}</Group>
            </Stack>
          </Stack>
        </SettingsSection>

        <SettingsSection title={t('form.deadlinesTitle')} description={t('form.deadlinesLead')}>
          <Stack mt="md" gap="lg">
            <SimpleGrid cols={2} spacing="sm" maw={480}>
              <Controller
                control={control}
                name="submissionDate"
                rules={{ deps: ['submissionTime'] }}
                render={({ field }) => (
                  <DayInput
                    label={t('form.submissionDate')}
                    required
                    min={today}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errorText('submissionDate')}
                  />
                )}
              />
              <Controller
                control={control}
                name="submissionTime"
                rules={{ deps: ['submissionDate'] }}
                render={({ field }) => (
                  <TimeOfDayInput
                    label={t('form.submissionTime')}
                    required
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errorText('submissionTime')}
                  />
                )}
              />
            </SimpleGrid>
            <Controller
              control={control}
              name="responseDeadlineOption"
              render={({ field }) => (
                <ResponseDeadlineChoice
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  submissionDeadline={riyadhInstant(submissionDate, submissionTime)}
                  error={errorText('responseDeadlineOption')}
                />
              )}
            />
          </Stack>
        </SettingsSection>

        <Alert color="blue" variant="light" icon={<IconLock aria-hidden />} title={t('form.sealedTitle')}>
          {t('form.sealedText')}
        </Alert>

        {failure != null && (
          <FormFailureAlert title={t('form.failed')} onClose={() => setFailure(null)}>
            {formErrorText(failure, t, i18n.language)}
          </FormFailureAlert>
        )}
        <Stack gap={6}>
          <Group>
            <Button
              type="submit"
              size="md"
              loading={create.isPending}
              leftSection={<IconGavel size={18} aria-hidden />}
            >
              {t('form.submit')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t('form.submitHint')}
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
