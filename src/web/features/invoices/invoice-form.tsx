import { useMemo, useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconFileInvoice } from '@tabler/icons-react';
import {
  Controller,
  useFieldArray,
  useForm,
  type FieldError,
  type Resolver,
  type ResolverResult,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormFailureAlert } from '../../components/form-failure-alert';
import type { ListingRow } from '../../../contract/catalog/catalog.schemas';
import {
  CreateInvoiceBodySchema,
  maxInvoiceItems,
  maxInvoiceNotesLength,
  maxInvoiceTermsLength,
  type CreateInvoiceBody,
} from '../../../contract/invoices/invoices.schemas';
import { fieldErrorText, formErrorText } from '../../lib/form-errors';
import { formatNumber } from '../../lib/format';

import { chatsScreenPath, type InvoiceChat } from '../../lib/page-paths';
import { invoicePath } from './use-invoices';
import { CharacterCount } from '../../components/character-count';
import { SarInput } from '../../components/sar-input';
import { riyadhDayOf } from '../../../contract/dates/riyadh';
import { SettingsSection } from '../../components/settings-section';
import { InvoiceBuyerPicker } from './invoice-buyer-picker';
import {
  detailsOf,
  emptyInvoiceValues,
  invoiceBodyOf,
  itemValuesOf,
  type InvoiceFormContext,
  type InvoiceFormValues,
  type InvoiceItemValues,
} from './invoice-form-values';
import { InvoiceItemRow } from './invoice-item-row';
import { InvoiceListingPicker } from './invoice-listing-picker';
import { InvoicePaymentTerms } from './invoice-payment-terms';
import { placeInvoiceErrors } from './invoice-server-errors';
import { InvoiceTotalsSummary } from './invoice-totals-summary';
import { LockedInvoiceBuyer } from './locked-invoice-buyer';
import { useCreateInvoice, type CreateInvoiceBodyOutput } from './use-create-invoice';
import { useListingDescription } from './use-listing-description';
import { DayInput } from '../../components/calendar-inputs';
import { useNameIn } from '../../components/localized-text';

/**
 * The contract's CreateInvoiceBodySchema (the server's), run on the body the form would send, plus the
 * one rule the schema leaves to the server's clock: the delivery date is today or later in Riyadh.
 */
const schemaResolver = zodResolver(CreateInvoiceBodySchema);
function invoiceResolver(
  context: InvoiceFormContext,
): Resolver<InvoiceFormValues, unknown, CreateInvoiceBodyOutput> {
  return async (values, resolverContext, options) => {
    const result = (await schemaResolver(
      invoiceBodyOf(values, context) as CreateInvoiceBody,
      resolverContext,
      options as unknown as Parameters<typeof schemaResolver>[2],
    )) as unknown as ResolverResult<InvoiceFormValues, CreateInvoiceBodyOutput>;
    const isPast = values.deliveryDate !== '' && values.deliveryDate < riyadhDayOf(new Date());
    if (!isPast || result.errors.deliveryDate) return result;
    const pastError: FieldError = { type: 'custom', message: 'DELIVERY_DATE_PAST' };
    return { values: {}, errors: { ...result.errors, deliveryDate: pastError } };
  };
}

/** The buyer fixed by the chat the supplier came from, and its name to show. */
export interface ChatBuyer extends InvoiceChat {
  /** Undefined while the chat loads. */
  name: string | undefined;
}

/**
 * `/supplier/invoices/new` (issue 7, decision 013): a supplier invoices a business it deals with for
 * its own published listings, at the agreed prices, with a delivery date and payment terms. The
 * totals follow the contract's arithmetic as it types. One idempotency key per form, so a retry after
 * a lost answer, or a double press, issues one invoice. Issued, it opens the invoice, or goes back to
 * the chat it came from, where the invoice is posted (`onIssued` lets the page reload that chat first).
 */
export function InvoiceForm({ chatBuyer, onIssued }: { chatBuyer: ChatBuyer | null; onIssued?: () => void }) {
  const { t, i18n } = useTranslation('invoice-form');
  const nameIn = useNameIn();
  const navigate = useNavigate();
  const create = useCreateInvoice();
  const descriptionOf = useListingDescription();
  // One key for the whole form: every submit of it is the same invoice to the server.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const chatId = chatBuyer?.chatId;
  const resolver = useMemo(() => invoiceResolver({ idempotencyKey, chatId }), [idempotencyKey, chatId]);
  const [failure, setFailure] = useState<unknown>(null);
  const today = riyadhDayOf(new Date());
  const {
    control,
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<InvoiceFormValues, unknown, CreateInvoiceBodyOutput>({
    resolver,
    defaultValues: emptyInvoiceValues(chatBuyer?.buyerId ?? null),
    mode: 'onTouched',
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const errorText = (field: Exclude<keyof InvoiceFormValues, 'items'>) =>
    fieldErrorText(t, errors[field]?.message);
  const itemsError = fieldErrorText(t, errors.items?.root?.message ?? errors.items?.message);
  const isFull = fields.length >= maxInvoiceItems;

  const addListing = (listing: ListingRow) => {
    if (getValues('items').length >= maxInvoiceItems) return;
    // The line is named in the supplier's language (else the other one); the supplier may reword it.
    append(itemValuesOf({ ...listing, name: nameIn(listing) }), { shouldFocus: false });
    // The row's details start as the listing's description once it arrives, unless already written.
    descriptionOf(listing)
      .then((description) => {
        getValues('items').forEach((item, index) => {
          if (item.listingId === listing.id && item.details === '')
            setValue(`items.${index}.details`, detailsOf(description));
        });
      })
      .catch(() => undefined);
  };

  const submit = handleSubmit((body) => {
    if (create.isPending) return;
    setFailure(null);
    create.mutate(body, {
      onSuccess: (invoice) => {
        onIssued?.();
        void navigate(
          chatBuyer ? chatsScreenPath('SUPPLIER', chatBuyer.chatId) : invoicePath('supplier', invoice.id),
        );
      },
      onError: (error) => {
        if (!placeInvoiceErrors(error, setError, getValues('items').length)) setFailure(error);
      },
    });
  });

  const itemErrorOf = (index: number) => (field: keyof InvoiceItemValues) =>
    fieldErrorText(t, errors.items?.[index]?.[field]?.message);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('form.label')}>
      <Stack gap="lg">
        <SettingsSection title={t('buyer.title')}>
          <Stack mt="md">
            {chatBuyer ? (
              <LockedInvoiceBuyer name={chatBuyer.name} error={errorText('buyerId')} />
            ) : (
              <Controller
                control={control}
                name="buyerId"
                render={({ field }) => (
                  <InvoiceBuyerPicker
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={errorText('buyerId')}
                  />
                )}
              />
            )}
          </Stack>
        </SettingsSection>

        <SettingsSection
          title={t('items.title')}
          description={t('items.lead', { max: formatNumber(maxInvoiceItems, i18n.language) })}
        >
          <Stack mt="md" gap="md">
            {fields.length > 0 && (
              <Stack
                component="ol"
                gap="sm"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label={t('items.list')}
              >
                {fields.map((field, index) => (
                  <InvoiceItemRow
                    key={field.id}
                    index={index}
                    item={field}
                    control={control}
                    register={register}
                    errorOf={itemErrorOf(index)}
                    onRemove={() => remove(index)}
                  />
                ))}
              </Stack>
            )}
            {fields.length === 0 && (
              <Text size="sm" c="dimmed" data-testid="invoice-no-items">
                {t('items.none')}
              </Text>
            )}
            <InvoiceListingPicker onPick={addListing} isFull={isFull} />
            {itemsError && (
              <Text size="sm" c="red.8" role="alert" data-testid="invoice-items-error">
                {itemsError}
              </Text>
            )}
          </Stack>
        </SettingsSection>

        <SettingsSection title={t('delivery.title')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md" spacing="md">
            <Controller
              control={control}
              name="deliveryDate"
              render={({ field }) => (
                <DayInput
                  label={t('delivery.date')}
                  description={t('delivery.dateHint')}
                  required
                  min={today}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errorText('deliveryDate')}
                />
              )}
            />
            <Controller
              control={control}
              name="deliveryFee"
              rules={{ deps: ['upfrontAmount'] }}
              render={({ field }) => (
                <SarInput
                  label={t('delivery.fee')}
                  description={t('delivery.feeHint')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errorText('deliveryFee')}
                />
              )}
            />
          </SimpleGrid>
        </SettingsSection>

        <SettingsSection title={t('terms.title')} description={t('terms.lead')}>
          <InvoicePaymentTerms control={control} errorText={errorText} />
        </SettingsSection>

        <SettingsSection title={t('notes.title')}>
          <Stack mt="md" gap="md">
            {(
              [
                ['notes', maxInvoiceNotesLength],
                ['terms', maxInvoiceTermsLength],
              ] as const
            ).map(([name, max]) => (
              <div key={name}>
                <Textarea
                  {...register(name)}
                  label={t(`notes.${name}`)}
                  description={t(`notes.${name}Hint`)}
                  autosize
                  minRows={3}
                  maxRows={10}
                  dir="auto"
                  error={errorText(name)}
                />
                <Group justify="flex-end" mt={4}>
                  <CharacterCount control={control} name={name} max={max} />
                </Group>
              </div>
            ))}
          </Stack>
        </SettingsSection>

        <InvoiceTotalsSummary control={control} />

        {failure != null && (
          <FormFailureAlert title={t('form.failed')} onClose={() => setFailure(null)}>
            {formErrorText(failure, t, i18n.language)}
          </FormFailureAlert>
        )}
        <Stack gap={6}>
          <Group>
            <Button
              type="submit"
              size="md"
              loading={create.isPending}
              leftSection={<IconFileInvoice size={18} aria-hidden />}
            >
              {t('form.submit')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t('form.submitHint')}
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
