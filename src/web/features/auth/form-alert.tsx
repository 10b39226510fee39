import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';

const looks = {
  error: { color: 'red', icon: IconAlertCircle },
  success: { color: 'teal', icon: IconCircleCheck },
  info: { color: 'blue', icon: IconInfoCircle },
} as const;

/** A message about the whole form (not one field), announced to screen readers as it appears. */
export function FormAlert({
  kind = 'error',
  title,
  children,
}: {
  kind?: keyof typeof looks;
  title?: string;
  children: ReactNode;
}) {
  const { color, icon: Icon } = looks[kind];
  return (
    <Alert
      color={color}
      variant="light"
      title={title}
      icon={<Icon size={20} aria-hidden />}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      {children}
    </Alert>
  );
}
