import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Why a form's submit failed, above its button, until the user closes it or submits again. */
export function FormFailureAlert({
  title,
  onClose,
  children,
  testId,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle aria-hidden />}
      title={title}
      withCloseButton
      closeButtonLabel={t('common:actions.close')}
      onClose={onClose}
      role="alert"
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}
