import { Box, Image } from '@mantine/core';

const bannerHeight = { base: 140, sm: 220 };

/** The store banner, or a plain band in the brand colours when the supplier has not uploaded one. */
export function StorefrontBanner({ url }: { url: string | null }) {
  if (url) {
    return (
      <Image src={url} alt="" h={bannerHeight} fit="cover" radius="md" data-testid="storefront-banner" />
    );
  }
  return (
    <Box
      h={bannerHeight}
      bdrs="md"
      aria-hidden
      data-testid="storefront-banner-placeholder"
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-teal-7), var(--mantine-color-teal-4) 60%, var(--mantine-color-yellow-3))',
      }}
    />
  );
}
