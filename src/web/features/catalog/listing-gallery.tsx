import { useState } from 'react';
import { Center, Group, Image, Stack, UnstyledButton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PublicListing } from '../../../contract/catalog/catalog.schemas';
import { maxListingImages } from '../../../contract/catalog/listing-limits';
import { formatNumber } from '../../lib/format';

/** The listing's main image, with up to three thumbnails to switch it; a placeholder when it has none. */
export function ListingGallery({ images, name }: { images: PublicListing['images']; name: string }) {
  const { t, i18n } = useTranslation('browse');
  const [activeIndex, setActiveIndex] = useState(0);
  const shown = images.slice(0, maxListingImages);
  const active = shown[Math.min(activeIndex, shown.length - 1)];
  const ordinal = (index: number) => formatNumber(index + 1, i18n.language);

  if (!active) {
    return (
      <Center
        h={360}
        bg="gray.1"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
        role="img"
        aria-label={t('gallery.noImage')}
      >
        <IconPhoto size={64} color="var(--mantine-color-gray-5)" aria-hidden />
      </Center>
    );
  }

  return (
    <Stack gap="sm">
      <Image
        src={active.url}
        alt={t('gallery.imageAlt', {
          name,
          number: ordinal(shown.indexOf(active)),
          total: formatNumber(shown.length, i18n.language),
        })}
        h={360}
        fit="contain"
        radius="md"
        bg="gray.0"
        // The page's largest image: fetched before the rest (largest contentful paint).
        fetchPriority="high"
      />
      {shown.length > 1 && (
        <Group gap="sm" role="group" aria-label={t('gallery.thumbnails')}>
          {shown.map((image, index) => {
            const isActive = image === active;
            return (
              <UnstyledButton
                key={image.id}
                onClick={() => setActiveIndex(index)}
                aria-label={t('gallery.showImage', { number: ordinal(index) })}
                aria-pressed={isActive}
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  outline: isActive
                    ? '2px solid var(--mantine-color-teal-7)'
                    : '1px solid var(--mantine-color-gray-3)',
                  outlineOffset: 2,
                }}
              >
                <Image src={image.thumbnailUrl} alt="" w={72} h={72} fit="cover" radius="sm" />
              </UnstyledButton>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}
