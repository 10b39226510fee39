import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What a section reports after an action: a success, or a failure with its reason. */
export interface Notice {
  kind: 'success' | 'error';
  title: string;
  text?: string;
}

/** The inline result of a section's action (the app has no toast notifications). */
export function SectionNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!notice) return null;
  const isSuccess = notice.kind === 'success';
  return (
    <Alert
      mt="md"
      color={isSuccess ? 'teal' : 'red'}
      icon={isSuccess ? <IconCircleCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
      title={notice.title}
      withCloseButton
      closeButtonLabel={t('actions.close')}
      onClose={onClose}
    >
      {notice.text}
    </Alert>
  );
}
