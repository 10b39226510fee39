import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../lib/form-errors';
import { CategoriesSection } from './categories-section';
import { EInvoicingLinkSection } from './e-invoicing-link-section';
import { ImageSection } from './image-section';
import { NationalAddressSection } from './national-address-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { ProfileFacts } from './profile-facts';
import { SavedCardSection } from './saved-card-section';
import { SettingsSkeleton } from './settings-skeleton';
import { StoreSection } from './store-section';
import { useSettings } from './use-settings';
import { TeamLinkSection } from '../team/team-link-section';

/** A supplier whose store was never saved starts from an open store with no fee. */
const emptyStore = {
  storeBioAr: '',
  storeBioEn: '',
  isStoreClosed: false,
  closingMessageAr: '',
  closingMessageEn: '',
  deliveryFee: 0,
  vatNumber: null,
  bannerUrl: null,
};

/**
 * Buyer and supplier settings (spec §2): profile facts, the national address (issue 24), picture, the
 * store sections and the way to e-invoicing for suppliers,
 * business categories, notification toggles and the password change.
 */
export function SettingsPageContent({ showStore }: { showStore: boolean }) {
  const { t, i18n } = useTranslation('settings');
  const settings = useSettings();

  let content;
  if (settings.isPending) {
    content = <SettingsSkeleton sections={showStore ? 8 : 5} />;
  } else if (settings.isError) {
    content = (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('loadFailed')}>
        <Text size="sm">{formErrorText(settings.error, t, i18n.language)}</Text>
        <Button
          mt="sm"
          size="xs"
          color="red"
          variant="light"
          loading={settings.isFetching}
          onClick={() => void settings.refetch()}
        >
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else {
    const { profile, notifications } = settings.data;
    const store = settings.data.store ?? emptyStore;
    content = (
      <Stack gap="lg">
        <ProfileFacts profile={profile} />
        <TeamLinkSection />
        <NationalAddressSection address={profile.nationalAddress} signupCity={profile.city} />
        <ImageSection
          kind="profilePicture"
          currentUrl={profile.pfpUrl}
          initial={profile.businessName.slice(0, 1)}
        />
        {showStore && (
          <>
            <ImageSection kind="storeBanner" currentUrl={store.bannerUrl} />
            <StoreSection store={store} />
            <EInvoicingLinkSection />
          </>
        )}
        <CategoriesSection selectedIds={profile.businessCategoryIds} />
        <NotificationsSection notifications={notifications} />
        {!showStore && <SavedCardSection />}
        <PasswordSection />
      </Stack>
    );
  }

  return (
    <Container size="md" py="xl">
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed" mt="xs" mb="xl">
        {showStore ? t('leadSupplier') : t('leadBuyer')}
      </Text>
      {content}
    </Container>
  );
}
