import { Alert, Button, List, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { formErrorText } from '../../lib/form-errors';

/** What the listings screens report after an action (the app has no toast notifications). */
export interface ListingNoticeValue {
  kind: 'success' | 'error';
  title: string;
  text?: string;
  /** Items of a bulk action that failed, each with its reason. */
  failures?: { id: string; name: string; reason: string }[];
  /** The Basic plan's limit was reached: suggest upgrading (spec §6). */
  suggestsUpgrade?: boolean;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The notice for a failed call: its message, and the upgrade suggestion for PLAN_LIMIT_REACHED. */
export function errorNotice(
  error: unknown,
  title: string,
  t: Translate,
  language: string,
): ListingNoticeValue {
  return {
    kind: 'error',
    title,
    text: formErrorText(error, t, language),
    suggestsUpgrade: error instanceof ApiError && error.code === 'PLAN_LIMIT_REACHED',
  };
}

export function ListingNotice({
  notice,
  onClose,
}: {
  notice: ListingNoticeValue | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('listings');
  if (!notice) return null;
  const isSuccess = notice.kind === 'success';
  return (
    <Alert
      color={isSuccess ? 'teal' : 'red'}
      icon={isSuccess ? <IconCircleCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
      title={notice.title}
      withCloseButton
      closeButtonLabel={t('common:actions.close')}
      onClose={onClose}
      role={isSuccess ? 'status' : 'alert'}
    >
      {notice.text && <Text size="sm">{notice.text}</Text>}
      {notice.failures && notice.failures.length > 0 && (
        <List size="sm" spacing={4} mt={notice.text ? 'xs' : 0} data-testid="bulk-failures">
          {notice.failures.map((failure) => (
            <List.Item key={failure.id}>
              <Text span fw={600} size="sm">
                {failure.name}
              </Text>
              {t('notices.failureSeparator')}
              {failure.reason}
            </List.Item>
          ))}
        </List>
      )}
      {notice.suggestsUpgrade && (
        <Button
          component={Link}
          to="/supplier/choose-plan"
          size="xs"
          mt="sm"
          color="orange"
          leftSection={<IconCrown size={14} aria-hidden />}
        >
          {t('notices.upgrade')}
        </Button>
      )}
    </Alert>
  );
}
