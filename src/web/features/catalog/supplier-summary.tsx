import { Anchor, Avatar, Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicListing } from '../../../contract/catalog/catalog.schemas';
import { storefrontPath } from '../../lib/page-paths';

/** Who offers the listing: the supplier's picture (or initials), business name (a link to its store) and city. */
export function SupplierSummary({ supplier }: { supplier: PublicListing['supplier'] }) {
  const { t } = useTranslation('browse');
  return (
    <Group gap="sm" wrap="nowrap" data-testid="listing-supplier">
      <Avatar
        src={supplier.pfpUrl}
        alt=""
        name={supplier.businessName}
        color="initials"
        radius="xl"
        size="lg"
      />
      <div>
        <Text size="xs" c="dimmed">
          {t('listing.supplier')}
        </Text>
        <Text fw={600}>
          <Anchor component={Link} to={storefrontPath(supplier.userId)} inherit>
            <bdi>{supplier.businessName}</bdi>
          </Anchor>
        </Text>
        {supplier.city && (
          <Text size="sm" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
            <IconMapPin size={14} aria-hidden />
            <bdi>{supplier.city}</bdi>
          </Text>
        )}
      </div>
    </Group>
  );
}
