import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconGavel, IconHourglass, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Tender } from '../../../contract/tenders/tenders.schemas';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormFailureAlert } from '../../components/form-failure-alert';
import { formErrorText } from '../../lib/form-errors';
import { useSession } from '../auth/use-session';
import { useCan } from '../team/can';
import { tenderPublishers } from './tender-form';
import { editTenderDraftPath, myTendersPath } from './tender-routes';
import { useDiscardTenderDraft, usePublishTenderDraft } from './use-my-tenders';

/**
 * Issue 26: a draft tender on its page: waiting for approval, who wrote it, and what this member may do
 * with it — an approver or owner publishes it; its writer, an approver or an owner edits or discards it.
 */
export function TenderDraftActions({ tender }: { tender: Tender }) {
  const { t, i18n } = useTranslation('tenders');
  const navigate = useNavigate();
  const { user } = useSession();
  const canPublish = useCan(tenderPublishers);
  const canChange = canPublish || (user !== null && tender.createdBy?.memberId === user.memberId);
  const publish = usePublishTenderDraft(tender.id);
  const discard = useDiscardTenderDraft(tender.id);
  const [isDiscarding, setIsDiscarding] = useState(false);
  const failureText = (error: unknown) => formErrorText(error, t, i18n.language);

  return (
    <Stack gap="sm" mt="lg" data-testid="tender-draft">
      <Alert color="yellow" variant="light" icon={<IconHourglass aria-hidden />} title={t('draft.title')}>
        <Stack gap={4}>
          <Text size="sm">{t('draft.text')}</Text>
          {tender.createdBy && (
            <Text size="sm" c="dimmed">
              {t('draft.createdBy', { name: tender.createdBy.name })}
            </Text>
          )}
        </Stack>
      </Alert>
      {publish.error != null && (
        <FormFailureAlert title={t('draft.publishFailed')} onClose={() => publish.reset()}>
          {failureText(publish.error)}
        </FormFailureAlert>
      )}
      {(canPublish || canChange) && (
        <Group gap="sm">
          {canPublish && (
            <Button
              size="md"
              loading={publish.isPending}
              leftSection={<IconGavel size={18} aria-hidden />}
              onClick={() => publish.mutate()}
            >
              {t('draft.publish')}
            </Button>
          )}
          {canChange && (
            <>
              <Button
                component={Link}
                to={editTenderDraftPath(tender.id)}
                size="md"
                variant="default"
                leftSection={<IconEdit size={18} aria-hidden />}
              >
                {t('draft.edit')}
              </Button>
              <Button
                size="md"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => setIsDiscarding(true)}
              >
                {t('draft.discard')}
              </Button>
            </>
          )}
        </Group>
      )}
      <ConfirmDialog
        opened={isDiscarding}
        title={t('draft.discardTitle')}
        text={t('draft.discardText')}
        confirmLabel={t('draft.discard')}
        color="red"
        isPending={discard.isPending}
        error={discard.error ? failureText(discard.error) : null}
        onConfirm={() => discard.mutate(undefined, { onSuccess: () => void navigate(myTendersPath) })}
        onClose={() => {
          setIsDiscarding(false);
          discard.reset();
        }}
      />
    </Stack>
  );
}
