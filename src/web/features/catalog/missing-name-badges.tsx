import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { missingNameLanguages, type ListingNames } from '../../../contract/text/two-languages';

/**
 * A marker per language a listing has no name in (decision 027): buyers reading that language see the
 * other name, and their searches in it miss the listing, so the supplier's listings say so.
 */
export function MissingNameBadges({ listing }: { listing: ListingNames }) {
  const { t } = useTranslation('listings');
  const missing = missingNameLanguages(listing);
  if (missing.length === 0) return null;
  return (
    <Group gap={4} mt={4}>
      {missing.map((language) => (
        <Badge
          key={language}
          size="xs"
          variant="light"
          color="orange"
          data-testid={`missing-name-${language}`}
        >
          {t(`missingLanguage.${language}`)}
        </Badge>
      ))}
    </Group>
  );
}
