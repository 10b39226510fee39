import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/page-spinner';
import { ChatWithSupplierButton } from '../chats/chat-with-supplier-button';
import { ReportButton } from '../reports/report-button';
import { formErrorText } from '../../lib/form-errors';
import { NotFoundContent } from '../../components/not-found-content';
import { ClosedStoreNotice } from './closed-store-notice';
import { StorefrontBanner } from './storefront-banner';
import { ReviewsSection } from '../reviews/reviews-section';
import { StorefrontListings } from './storefront-listings';
import { StorefrontProfile } from './storefront-profile';
import { isNotFoundError, useStorefront } from './use-storefront';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * `/suppliers/{userId}`: a supplier's storefront as buyers and guests see it: banner, picture, name,
 * city, rating and bio, the closing notice while the store is closed, then its products and services.
 * A hidden (inactive), missing or buyer-only id shows the not-found page's words; other failures a retry.
 */
export function StorefrontView({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(['storefront', 'not-found']);
  const storefront = useStorefront(userId);
  const isNotFound = storefront.isError && isNotFoundError(storefront.error);
  useDocumentTitle(
    `${storefront.data?.businessName ?? (isNotFound ? t('not-found:title') : t('pageTitle'))} | ${t('common:appName')}`,
  );

  if (storefront.isPending) return <PageSpinner />;
  if (isNotFound) return <NotFoundContent />;
  if (storefront.isError) {
    return (
      <Container size="lg" py="xl">
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('loadFailed')}>
          <Text size="sm">{formErrorText(storefront.error, t, i18n.language)}</Text>
          <Button
            mt="sm"
            size="xs"
            color="red"
            variant="light"
            loading={storefront.isFetching}
            onClick={() => void storefront.refetch()}
          >
            {t('common:actions.retry')}
          </Button>
        </Alert>
      </Container>
    );
  }

  const { data } = storefront;
  return (
    <Container size="xl" py="xl">
      <StorefrontBanner url={data.bannerUrl} />
      <Stack gap="lg">
        <StorefrontProfile storefront={data} />
        <ChatWithSupplierButton supplierId={data.userId} />
        <ReportButton subjectType="BUSINESS" subjectId={data.userId} ownerId={data.userId} />
        {data.isStoreClosed && (
          <ClosedStoreNotice
            closingMessageAr={data.closingMessageAr}
            closingMessageEn={data.closingMessageEn}
          />
        )}
      </Stack>
      <StorefrontListings storefront={data} />
      <ReviewsSection
        subject={{ kind: 'supplier', id: data.userId }}
        avgRating={data.avgRating}
        ratingsCount={data.ratingsCount}
      />
    </Container>
  );
}
