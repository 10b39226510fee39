import type { ReactNode } from 'react';
import { SimpleGrid, type SimpleGridProps } from '@mantine/core';

/**
 * The one grid every list of listing cards uses (search, category pages, explore, newest, similar,
 * wishlist, storefront): two compact cards a row on a 390 px phone, so a buyer compares them side by
 * side and sees the first row within the first screen; more columns as the width grows.
 */
export function ItemCardGrid({
  children,
  ...props
}: {
  children: ReactNode;
  mt?: SimpleGridProps['mt'];
  'data-testid'?: string;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4, xl: 5 }} spacing={{ base: 'xs', sm: 'md' }} {...props}>
      {children}
    </SimpleGrid>
  );
}
