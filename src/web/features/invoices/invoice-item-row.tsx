import {
  ActionIcon,
  Alert,
  Badge,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { Controller, useWatch, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { maxInvoiceLineDetailsLength } from '../../../contract/invoices/invoices.schemas';
import { formatMoney, formatNumber } from '../../lib/format';
import { CharacterCount } from '../../components/character-count';
import { SarInput } from '../../components/sar-input';
import { liveTotalsOf, type InvoiceFormValues, type InvoiceItemValues } from './invoice-form-values';
import { useIsVatRegistered, type InvoiceFormControl } from './use-invoice-totals';

/** The line's net, VAT and total as typed; it watches its own two fields. */
function LineAmounts({ control, index }: { control: InvoiceFormControl; index: number }) {
  const { t, i18n } = useTranslation('invoice-form');
  const [quantity, unitPrice] = useWatch({
    control,
    name: [`items.${index}.quantity`, `items.${index}.unitPrice`],
  });
  const isVatRegistered = useIsVatRegistered();
  const [line] = liveTotalsOf({ items: [{ quantity, unitPrice }], deliveryFee: '', isVatRegistered }).lines;
  const amounts = [
    ['net', line?.net ?? 0],
    ['vat', line?.vat ?? 0],
    ['total', line?.total ?? 0],
  ] as const;
  return (
    <Group gap="lg" justify="flex-end" wrap="wrap" data-testid="invoice-line-amounts">
      {amounts.map(([name, amount]) => (
        <div key={name}>
          <Text size="xs" c="dimmed">
            {t(`items.line.${name}`)}
          </Text>
          <Text size="sm" fw={name === 'total' ? 700 : 500} data-testid={`line-${name}`}>
            {formatMoney(amount, i18n.language)}
          </Text>
        </div>
      ))}
    </Group>
  );
}

/**
 * One line of the invoice: the listing it is for, its name and details as the buyer will read them,
 * quantity and unit price before VAT, and its amounts computed as the supplier types.
 */
export function InvoiceItemRow({
  index,
  item,
  control,
  register,
  errorOf,
  onRemove,
}: {
  index: number;
  /** The line as appended: its listing's kind does not change. */
  item: Pick<InvoiceItemValues, 'kind'>;
  control: InvoiceFormControl;
  register: UseFormRegister<InvoiceFormValues>;
  errorOf: (field: keyof InvoiceItemValues) => string | undefined;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('invoice-form');
  const name = useWatch({ control, name: `items.${index}.name` });
  const number = formatNumber(index + 1, i18n.language);
  const listingError = errorOf('listingId');

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="li" data-testid="invoice-item">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Text fw={700} size="sm" style={{ flexShrink: 0 }}>
              {t('items.number', { number })}
            </Text>
            <Badge size="sm" variant="light" color={item.kind === 'PRODUCT' ? 'teal' : 'grape'}>
              {t(`items.kind.${item.kind}`)}
            </Badge>
          </Group>
          <Tooltip label={t('items.remove')}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={t('items.removeNamed', { name: name || number })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        {listingError && (
          <Alert color="red" p="xs" icon={<IconAlertCircle size={16} aria-hidden />} role="alert">
            {listingError}
          </Alert>
        )}
        <TextInput
          {...register(`items.${index}.name`)}
          label={t('items.name')}
          required
          dir="auto"
          error={errorOf('name')}
        />
        <div>
          <Textarea
            {...register(`items.${index}.details`)}
            label={t('items.details')}
            description={t('items.detailsHint')}
            autosize
            minRows={2}
            maxRows={8}
            dir="auto"
            error={errorOf('details')}
          />
          <Group justify="flex-end" mt={4}>
            <CharacterCount
              control={control}
              name={`items.${index}.details`}
              max={maxInvoiceLineDetailsLength}
            />
          </Group>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Controller
            control={control}
            name={`items.${index}.quantity`}
            render={({ field }) => (
              <NumberInput
                label={t('items.quantity')}
                required
                allowDecimal={false}
                allowNegative={false}
                min={1}
                hideControls
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errorOf('quantity')}
              />
            )}
          />
          <Controller
            control={control}
            name={`items.${index}.unitPrice`}
            render={({ field }) => (
              <SarInput
                label={t('items.unitPrice')}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errorOf('unitPrice')}
              />
            )}
          />
        </SimpleGrid>
        <LineAmounts control={control} index={index} />
      </Stack>
    </Paper>
  );
}
