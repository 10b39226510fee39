import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** Absent for the current page, the last crumb. */
  to?: string;
}

/** Where the page sits: links back up, then the current page, marked as such. */
export function BrowseBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation('browse');
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <Breadcrumbs
        separator={<IconChevronRight size={14} className="mirror-in-rtl" aria-hidden />}
        separatorMargin={6}
        style={{ flexWrap: 'wrap' }}
      >
        {crumbs.map((crumb) =>
          crumb.to ? (
            // At least 24 px tall, a finger's target (WCAG 2.2, 2.5.8), whatever font draws it.
            <Anchor
              key={crumb.to}
              component={Link}
              to={crumb.to}
              size="sm"
              mih={24}
              display="inline-flex"
              style={{ alignItems: 'center' }}
            >
              {crumb.label}
            </Anchor>
          ) : (
            <Text key="current" size="sm" c="dimmed" aria-current="page">
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
