import { useRef, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { maxListingImages, type ListingKind } from '../../../contract/catalog/catalog.schemas';
import { formatNumber } from '../../lib/format';
import { imageAccept, imageFileError, maxImageBytes } from '../../lib/image-file';
import { SettingsSection } from '../../components/settings-section';
import { errorNotice, ListingNotice, type ListingNoticeValue } from './listing-notice';
import { useListingImages, type Listing } from './use-listings';
import { useNameIn } from '../../components/localized-text';

/** Spec §9: at least 1050 × 1050 pixels is recommended. */
const recommendedSide = 1050;

/**
 * A listing's images (spec §3, §9): up to 3, the first one the cover. Files are checked for size and
 * type before any upload (the server checks again by content). Images attach to a saved listing, so
 * the create page shows only why the picker is not there yet.
 */
export function ListingImages({ kind, listing }: { kind: ListingKind; listing: Listing | undefined }) {
  const { t, i18n } = useTranslation('listings');
  const nameIn = useNameIn();
  const { add, remove, reorder, isBusy } = useListingImages(kind, listing?.id);
  const [notice, setNotice] = useState<ListingNoticeValue | null>(null);
  const resetRef = useRef<() => void>(null);
  const images = listing?.images ?? [];
  const isFull = images.length >= maxListingImages;

  const fail = (title: string) => (error: unknown) => setNotice(errorNotice(error, title, t, i18n.language));

  const choose = (file: File | null) => {
    // Clear the input so choosing the same file again still reports a change.
    resetRef.current?.();
    if (!file) return;
    const problem = imageFileError(file);
    if (problem) {
      setNotice({ kind: 'error', title: t('images.refused'), text: t(`errors:${problem}`) });
      return;
    }
    setNotice(null);
    add.mutate(file, {
      onSuccess: () => setNotice({ kind: 'success', title: t('images.added') }),
      onError: fail(t('images.addFailed')),
    });
  };

  const move = (index: number, offset: -1 | 1) => {
    const ids = images.map((image) => image.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + offset, 0, moved!);
    setNotice(null);
    reorder.mutate(ids, { onError: fail(t('images.reorderFailed')) });
  };

  const removeImage = (imageId: string) => {
    setNotice(null);
    remove.mutate(imageId, {
      onSuccess: () => setNotice({ kind: 'success', title: t('images.removed') }),
      onError: fail(t('images.removeFailed')),
    });
  };

  const hint = t('images.hint', {
    max: formatNumber(maxListingImages, i18n.language),
    size: formatNumber(maxImageBytes / 1024 / 1024, i18n.language),
    side: formatNumber(recommendedSide, i18n.language, { useGrouping: false }),
  });

  return (
    <SettingsSection title={t('images.title')} description={hint}>
      {!listing ? (
        <Text mt="md" size="sm" c="dimmed" data-testid="images-save-first">
          {t(kind === 'PRODUCT' ? 'images.saveProductFirst' : 'images.saveServiceFirst')}
        </Text>
      ) : (
        <Stack mt="md" gap="md">
          {images.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('images.none')}
            </Text>
          ) : (
            <SimpleGrid
              cols={{ base: 1, xs: 3 }}
              spacing="md"
              component="ol"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {images.map((image, index) => {
                const position = formatNumber(index + 1, i18n.language);
                return (
                  <Card component="li" key={image.id} withBorder radius="md" padding="xs">
                    <Card.Section>
                      <Image
                        src={image.thumbnailUrl}
                        alt={t('images.alt', { position, name: nameIn(listing) })}
                        h={160}
                        fit="cover"
                      />
                    </Card.Section>
                    <Group justify="space-between" mt="xs" wrap="nowrap">
                      {index === 0 ? (
                        <Badge variant="light">{t('images.cover')}</Badge>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('images.position', { position })}
                        </Text>
                      )}
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label={t('images.moveEarlier')}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('images.moveEarlierLabel', { position })}
                            disabled={index === 0 || isBusy}
                            onClick={() => move(index, -1)}
                          >
                            {/* Earlier is towards the start of the line: left in English, right in Arabic. */}
                            <IconArrowLeft size={16} className="mirror-in-rtl" aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('images.moveLater')}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('images.moveLaterLabel', { position })}
                            disabled={index === images.length - 1 || isBusy}
                            onClick={() => move(index, 1)}
                          >
                            <IconArrowRight size={16} className="mirror-in-rtl" aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('images.remove')}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('images.removeLabel', { position })}
                            disabled={isBusy}
                            loading={remove.isPending && remove.variables === image.id}
                            onClick={() => removeImage(image.id)}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Group>
                  </Card>
                );
              })}
            </SimpleGrid>
          )}
          <Group gap="sm">
            <FileButton
              onChange={choose}
              accept={imageAccept}
              resetRef={resetRef}
              disabled={isFull || isBusy}
              inputProps={{ 'data-testid': 'listing-image-input' } as React.ComponentProps<'input'>}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  loading={add.isPending}
                  disabled={isFull || (isBusy && !add.isPending)}
                >
                  {t('images.add')}
                </Button>
              )}
            </FileButton>
            <Text size="sm" c="dimmed">
              {t('images.count', {
                used: formatNumber(images.length, i18n.language),
                max: formatNumber(maxListingImages, i18n.language),
              })}
            </Text>
          </Group>
        </Stack>
      )}
      <Stack mt={notice ? 'md' : 0}>
        <ListingNotice notice={notice} onClose={() => setNotice(null)} />
      </Stack>
    </SettingsSection>
  );
}
