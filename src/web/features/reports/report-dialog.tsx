import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportsEndpoints } from '../../../contract/reports/reports.endpoints';
import {
  maxReportNoteLength,
  reportReasons,
  type ReportReason,
  type ReportSubjectType,
} from '../../../contract/reports/reports.schemas';
import { callEndpoint } from '../../lib/api-client';
import { formErrorText } from '../../lib/form-errors';

/** Issue 25: why a business reports something, and a note; a toast confirms it was sent. */
export function ReportDialog({
  opened,
  subjectType,
  subjectId,
  onClose,
}: {
  opened: boolean;
  subjectType: ReportSubjectType;
  subjectId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('reports');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const send = useMutation({
    mutationFn: () =>
      callEndpoint(reportsEndpoints.createReport, {
        body: { subjectType, subjectId, reason: reason!, note },
      }),
    onSuccess: () => {
      toasts.show({ color: 'teal', message: t('dialog.sent') });
      setReason(null);
      setNote('');
      onClose();
    },
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      title={<Text fw={700}>{t(`dialog.title.${subjectType}`)}</Text>}
    >
      <Stack gap="md">
        <Radio.Group
          label={t('dialog.reason')}
          value={reason}
          onChange={(value) => setReason(value as ReportReason)}
          required
        >
          <Stack gap="xs" mt="xs">
            {reportReasons.map((value) => (
              <Radio
                key={value}
                value={value}
                label={t(`reasons.${value}`)}
                styles={{ body: { minHeight: 32 } }}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('dialog.note')}
          description={t('dialog.noteHint')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={maxReportNoteLength}
          autosize
          minRows={3}
        />
        {send.error && (
          <Alert color="red" role="alert">
            {formErrorText(send.error, t, i18n.language)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={send.isPending} mih={44}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => send.mutate()}
            disabled={!reason}
            loading={send.isPending}
            mih={44}
          >
            {t('dialog.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
