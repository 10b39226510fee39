import { Text } from '@mantine/core';
import { useWatch, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';

/**
 * «12/60»: how much of a text field's limit is used; red once the text is too long. It watches its
 * field itself, so typing re-renders the counter rather than the whole form.
 */
export function CharacterCount<T extends FieldValues, TTransformed>({
  control,
  name,
  max,
}: {
  control: Control<T, unknown, TTransformed>;
  name: FieldPathByValue<T, string>;
  max: number;
}) {
  const { t, i18n } = useTranslation('listings');
  const text: string = useWatch({ control, name }) ?? '';
  const noGrouping = { useGrouping: false };
  return (
    <Text component="span" size="xs" c={text.length > max ? 'red.8' : 'dimmed'}>
      {t('form.counter', {
        used: formatNumber(text.length, i18n.language, noGrouping),
        max: formatNumber(max, i18n.language, noGrouping),
      })}
    </Text>
  );
}
