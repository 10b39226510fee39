import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ListingKind, Product, Service } from '../../../contract/catalog/catalog.schemas';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { formErrorText } from '../../lib/form-errors';
import { ListingImages } from './listing-images';
import { errorNotice, ListingNotice, type ListingNoticeValue } from './listing-notice';
import { ProductForm } from './product-form';
import { ServiceForm } from './service-form';
import { listingEditorPath, useListing, useSetPublished, type Listing } from './use-listings';
import { useNameIn } from '../../components/localized-text';

const tablePath = '/supplier/products-and-services';

/** Navigation state of the editor right after the listing was created. */
interface EditorState {
  isCreated?: boolean;
}

/**
 * The create and edit page of a product or a service (spec §2): the fields, the images, and the
 * published status with its publish or unpublish button. Creating saves a draft, then moves to the
 * listing's own editor, where images can be added.
 */
export function ListingEditorPage({
  kind,
  id,
  pathForId = (savedId) => listingEditorPath(kind, savedId),
}: {
  kind: ListingKind;
  /** Missing on the create page. */
  id?: string;
  /** Where the listing is edited once it exists. */
  pathForId?: (id: string) => string;
}) {
  const { t, i18n } = useTranslation('listings');
  const nameIn = useNameIn();
  const navigate = useNavigate();
  const location = useLocation();
  const listing = useListing(kind, id);
  const setPublished = useSetPublished();
  const [notice, setNotice] = useState<ListingNoticeValue | null>(() =>
    (location.state as EditorState | null)?.isCreated
      ? { kind: 'success', title: t(`editor.created.${kind}`), text: t('editor.createdText') }
      : null,
  );
  const kindKey = kind === 'PRODUCT' ? 'product' : 'service';

  const onSaved = (saved: Listing) => {
    if (!id)
      void navigate(pathForId(saved.id), { replace: true, state: { isCreated: true } satisfies EditorState });
  };

  const togglePublished = (current: Listing) => {
    const isPublished = !current.isPublished;
    setNotice(null);
    setPublished.mutate(
      { kind, id: current.id, isPublished },
      {
        onSuccess: () =>
          setNotice({ kind: 'success', title: t(isPublished ? 'editor.published' : 'editor.unpublished') }),
        onError: (error) =>
          setNotice(
            errorNotice(
              error,
              t(isPublished ? 'notices.publishFailed' : 'notices.unpublishFailed', { name: nameIn(current) }),
              t,
              i18n.language,
            ),
          ),
      },
    );
  };

  const backLink = (
    <Anchor component={Link} to={tablePath} size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={14} className="mirror-in-rtl" aria-hidden />
        {t('editor.back')}
      </Group>
    </Anchor>
  );

  if (id && listing.isPending) {
    return (
      <Container size="md" py="xl" data-testid="listing-loading">
        {backLink}
        <Skeleton h={36} w="50%" mt="md" />
        <Stack mt="xl" gap="lg">
          <Skeleton h={240} radius="md" />
          <Skeleton h={200} radius="md" />
        </Stack>
      </Container>
    );
  }

  if (id && listing.isError) {
    const isNotFound = listing.error instanceof ApiError && listing.error.code === 'NOT_FOUND';
    return (
      <Container size="md" py="xl">
        {backLink}
        <Alert
          mt="md"
          color="red"
          icon={<IconAlertCircle aria-hidden />}
          title={t(`editor.${kindKey}LoadFailed`)}
        >
          <Text size="sm">
            {isNotFound ? t(`editor.${kindKey}NotFound`) : formErrorText(listing.error, t, i18n.language)}
          </Text>
          {!isNotFound && (
            <Button
              mt="sm"
              size="xs"
              color="red"
              variant="light"
              loading={listing.isFetching}
              onClick={() => void listing.refetch()}
            >
              {t('common:actions.retry')}
            </Button>
          )}
        </Alert>
      </Container>
    );
  }

  const current = id ? listing.data : undefined;
  return (
    <Container size="md" py="xl">
      {backLink}
      <Group justify="space-between" align="flex-start" mt="md" gap="md">
        <div>
          <Group gap="sm" align="center">
            <Title order={1}>{t(current ? `editor.${kindKey}EditTitle` : `editor.${kindKey}NewTitle`)}</Title>
            <Badge variant="light" color={current?.isPublished ? 'teal' : 'gray'} size="lg">
              {current?.isPublished ? t('status.published') : t('status.draft')}
            </Badge>
          </Group>
          <Text c="dimmed" mt="xs" size="sm">
            {current
              ? t('editor.createdOn', { date: formatDate(current.createdAt, i18n.language) })
              : t(`editor.${kindKey}NewLead`)}
          </Text>
        </div>
        {current && (
          <Button
            variant={current.isPublished ? 'default' : 'filled'}
            leftSection={
              current.isPublished ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />
            }
            loading={setPublished.isPending}
            onClick={() => togglePublished(current)}
          >
            {current.isPublished ? t('actions.unpublish') : t('actions.publish')}
          </Button>
        )}
      </Group>

      <Stack gap="lg" mt="lg">
        <ListingNotice notice={notice} onClose={() => setNotice(null)} />
        {kind === 'PRODUCT' ? (
          <ProductForm product={current as Product | undefined} onSaved={onSaved} />
        ) : (
          <ServiceForm service={current as Service | undefined} onSaved={onSaved} />
        )}
        <ListingImages kind={kind} listing={current} />
      </Stack>
    </Container>
  );
}
