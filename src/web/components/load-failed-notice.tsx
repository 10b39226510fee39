import { Button, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A detail page's thing that could not be shown: gone (no retry helps), or failed to load (retry). */
export function LoadFailedNotice({
  isMissing,
  notFoundText,
  loadFailedText,
  onRetry,
}: {
  isMissing: boolean;
  notFoundText: string;
  loadFailedText: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" mt="lg" role="alert">
      <Text>{isMissing ? notFoundText : loadFailedText}</Text>
      {!isMissing && (
        <Button variant="light" mt="md" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      )}
    </Paper>
  );
}
