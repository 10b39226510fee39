import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paymentsEndpoints } from '../../../contract/payments/payments.endpoints';
import { ownersOnly } from '../../../contract/team/member-roles';
import { usersEndpoints } from '../../../contract/users/users.endpoints';
import { formErrorText } from '../../lib/form-errors';
import { useSession } from '../auth/use-session';
import { canCall } from '../team/can';
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
  // Issue 26: each member sees the sections its roles may change (the business's own: its owners).
  const { user } = useSession();
  const isOwner = canCall(user, { memberRoles: ownersOnly });
  const canEditStore = canCall(user, usersEndpoints.updateStore);

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
        {isOwner && <NationalAddressSection address={profile.nationalAddress} signupCity={profile.city} />}
        {canCall(user, usersEndpoints.uploadProfilePicture) && (
          <ImageSection
            kind="profilePicture"
            currentUrl={profile.pfpUrl}
            initial={profile.businessName.slice(0, 1)}
          />
        )}
        {showStore && (
          <>
            {canEditStore && <ImageSection kind="storeBanner" currentUrl={store.bannerUrl} />}
            {canEditStore && <StoreSection store={store} />}
            <EInvoicingLinkSection />
          </>
        )}
        {isOwner && <CategoriesSection selectedIds={profile.businessCategoryIds} />}
        <NotificationsSection notifications={notifications} />
        {!showStore && canCall(user, paymentsEndpoints.listCards) && <SavedCardSection />}
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
