import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  NationalAddressSchema,
  type NationalAddress,
  type NationalAddressInput,
} from '../../../contract/users/national-address';
import { fieldErrorText, formErrorText } from '../../lib/form-errors';
import { SettingsSection } from '../../components/settings-section';
import { SectionNotice, type Notice } from './section-notice';
import { useUpdateSettings } from './use-settings';

const formValuesOf = (address: NationalAddress | null, city: string): NationalAddressInput => ({
  street: address?.street ?? '',
  buildingNumber: address?.buildingNumber ?? '',
  district: address?.district ?? '',
  city: address?.city ?? city,
  postalZone: address?.postalZone ?? '',
  additionalNumber: address?.additionalNumber ?? '',
});

/** The digit fields: typed on a phone's number pad, Arabic-Indic digits read as ASCII by the schema. */
const digitField = { inputMode: 'numeric', maw: 200 } as const;

/**
 * The business's national address (issue 24): ZATCA's standard tax invoices name the seller's and the
 * buyer's, so both buyers and suppliers keep it here. Invoices copy it when they are issued. The city
 * starts from the signup city.
 */
export function NationalAddressSection({
  address,
  signupCity,
}: {
  address: NationalAddress | null;
  signupCity: string;
}) {
  const { t, i18n } = useTranslation('settings');
  const updateSettings = useUpdateSettings();
  const [notice, setNotice] = useState<Notice | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NationalAddressInput, unknown, NationalAddress>({
    resolver: zodResolver(NationalAddressSchema),
    defaultValues: formValuesOf(address, signupCity),
  });

  const save = handleSubmit((nationalAddress) => {
    setNotice(null);
    updateSettings.mutate(
      { nationalAddress },
      {
        onSuccess: (settings) => {
          reset(formValuesOf(settings.profile.nationalAddress, signupCity));
          setNotice({ kind: 'success', title: t('address.saved') });
        },
        // The form checks the same schema as the server: what is left is the network or the server.
        onError: (error) =>
          setNotice({ kind: 'error', title: t('saveFailed'), text: formErrorText(error, t, i18n.language) }),
      },
    );
  });

  const error = (field: keyof NationalAddressInput) => fieldErrorText(t, errors[field]?.message);
  return (
    <SettingsSection title={t('address.title')} description={t('address.description')}>
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack mt="md" gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label={t('address.street')}
              autoComplete="address-line1"
              maxLength={100}
              required
              {...register('street')}
              error={error('street')}
            />
            <TextInput
              label={t('address.buildingNumber')}
              description={t('address.buildingNumberHint')}
              {...digitField}
              maxLength={4}
              required
              {...register('buildingNumber')}
              error={error('buildingNumber')}
            />
            <TextInput
              label={t('address.district')}
              autoComplete="address-level3"
              maxLength={100}
              required
              {...register('district')}
              error={error('district')}
            />
            <TextInput
              label={t('address.city')}
              autoComplete="address-level2"
              maxLength={60}
              required
              {...register('city')}
              error={error('city')}
            />
            <TextInput
              label={t('address.postalZone')}
              description={t('address.postalZoneHint')}
              autoComplete="postal-code"
              {...digitField}
              maxLength={5}
              required
              {...register('postalZone')}
              error={error('postalZone')}
            />
            <TextInput
              label={t('address.additionalNumber')}
              description={t('address.additionalNumberHint')}
              {...digitField}
              maxLength={4}
              {...register('additionalNumber')}
              error={error('additionalNumber')}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={updateSettings.isPending}>
              {t('address.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <SectionNotice notice={notice} onClose={() => setNotice(null)} />
    </SettingsSection>
  );
}
