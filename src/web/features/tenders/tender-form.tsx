import { Alert, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconGavel, IconLock } from '@tabler/icons-react';
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
import { SarInput } from '../../components/sar-input';
import type { Tender } from '../../../contract/tenders/tenders.schemas';
import { useCan } from '../team/can';
import { ResponseDeadlineChoice } from './response-deadline-choice';
import {
  emptyTenderValues,
  riyadhInstant,
  tenderFormValuesOf,
  tenderResolver,
  type TenderFormValues,
} from './tender-form-values';
import { myTenderPath, type TenderNotice } from './tender-routes';
import { placeTenderErrors } from './tender-server-errors';
import { useCreateTender, useUpdateTenderDraft, type CreateTenderBodyOutput } from './use-my-tenders';
import { DayInput, TimeOfDayInput } from '../../components/calendar-inputs';

/** Spec §5 and §9 (the limits are the contract's too). */
const nameMax = 100;
const mainActivityMax = 500;
const organizationNameMax = 100;

/** Issue 26: who may publish a tender (owners always may), as the publish endpoints name them. */
export const tenderPublishers = ['APPROVER'] as const;

/**
 * `/buyer/bids/new` (spec §5 Tender creation): name, main activity, the organization (the business's
 * own name when left empty), the submission deadline as a Riyadh date and time, how long the buyer
 * gives itself to answer, and an optional estimated budget. Checked by the contract's schema, the
 * server's. Issue 26: everybody may save it as a draft; approvers and owners may also publish it at
 * once, while a requester's draft is sent for approval. With `draft`, the form edits that draft
 * (`/buyer/bids/:id/edit`). Saved, it opens the tender's page.
 */
export function TenderForm({ draft }: { draft?: Tender }) {
  const { t, i18n } = useTranslation('tenders');
  const navigate = useNavigate();
  const { user } = useSession();
  const canPublish = useCan(tenderPublishers);
  const create = useCreateTender();
  const update = useUpdateTenderDraft(draft?.id ?? '');
  const isPending = create.isPending || update.isPending;
  const [pendingAction, setPendingAction] = useState<'publish' | 'draft'>('publish');
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
    defaultValues: draft ? tenderFormValuesOf(draft) : emptyTenderValues,
    mode: 'onTouched',
  });
  const [submissionDate, submissionTime] = useWatch({ control, name: ['submissionDate', 'submissionTime'] });
  const errorText = (field: keyof TenderFormValues) => fieldErrorText(t, errors[field]?.message);

  const onError = (error: unknown) => {
    if (!placeTenderErrors(error, setError)) setFailure(error);
  };
  const opened = (tender: Tender, notice: TenderNotice | null) =>
    void navigate(myTenderPath(tender.id), { state: notice ? { notice } : null });
  const submitAs = (asDraft: boolean) =>
    handleSubmit((body) => {
      if (isPending) return;
      setFailure(null);
      setPendingAction(asDraft ? 'draft' : 'publish');
      if (draft) {
        update.mutate(body, { onSuccess: (tender) => opened(tender, 'draftSaved'), onError });
        return;
      }
      create.mutate(
        { ...body, asDraft },
        {
          onSuccess: (tender) =>
            opened(tender, tender.phase !== 'DRAFT' ? null : canPublish ? 'draftSaved' : 'sentForApproval'),
          onError,
        },
      );
    });
  // The form's own submit (Enter): publish for those who may, else save the draft.
  const submit = submitAs(draft !== undefined || !canPublish);

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
            <Controller
              control={control}
              name="estimatedBudget"
              render={({ field }) => (
                <SarInput
                  label={t('form.estimatedBudget')}
                  description={t('form.estimatedBudgetHint')}
                  maw={320}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errorText('estimatedBudget')}
                />
              )}
            />
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
          <FormFailureAlert
            title={t(draft || pendingAction === 'draft' ? 'form.saveFailed' : 'form.failed')}
            onClose={() => setFailure(null)}
          >
            {formErrorText(failure, t, i18n.language)}
          </FormFailureAlert>
        )}
        <Stack gap={6}>
          <Group gap="sm">
            {draft ? (
              <Button
                type="submit"
                size="md"
                loading={isPending}
                leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              >
                {t('form.saveChanges')}
              </Button>
            ) : (
              <>
                {canPublish && (
                  <Button
                    type="submit"
                    size="md"
                    loading={isPending && pendingAction === 'publish'}
                    disabled={isPending && pendingAction !== 'publish'}
                    leftSection={<IconGavel size={18} aria-hidden />}
                  >
                    {t('form.submit')}
                  </Button>
                )}
                <Button
                  type={canPublish ? 'button' : 'submit'}
                  size="md"
                  variant={canPublish ? 'default' : 'filled'}
                  loading={isPending && pendingAction === 'draft'}
                  disabled={isPending && pendingAction !== 'draft'}
                  leftSection={<IconDeviceFloppy size={18} aria-hidden />}
                  onClick={canPublish ? (event) => void submitAs(true)(event) : undefined}
                >
                  {t('form.saveDraft')}
                </Button>
              </>
            )}
          </Group>
          {!draft && (
            <Text size="sm" c="dimmed">
              {t(canPublish ? 'form.submitHintPublisher' : 'form.submitHintRequester')}
            </Text>
          )}
        </Stack>
      </Stack>
    </form>
  );
}
