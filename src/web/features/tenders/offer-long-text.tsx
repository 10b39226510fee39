import { Spoiler, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * An offer's free text (up to 1,000 characters: decision 014) as the supplier typed it, line breaks
 * kept, folded after a few lines so offers stay comparable side by side.
 */
export function OfferLongText({ text }: { text: string }) {
  const { t } = useTranslation('tenders');
  if (text.trim() === '') {
    return (
      <Text size="sm" c="dimmed">
        {t('offers.noNotes')}
      </Text>
    );
  }
  return (
    <Spoiler maxHeight={88} showLabel={t('offers.more')} hideLabel={t('offers.less')} fz="sm">
      <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </Spoiler>
  );
}
