import { ActionIcon, Menu } from '@mantine/core';
import {
  IconChartLine,
  IconCopy,
  IconDots,
  IconEdit,
  IconEye,
  IconEyeOff,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { catalogEndpoints } from '../../../contract/catalog/catalog.endpoints';
import type { ListingRow } from '../../../contract/catalog/catalog.schemas';
import { useCanCall } from '../team/can';
import { forecastPath } from '../../lib/page-paths';
import { listingEditorPath } from './use-listings';
import { useNameIn } from '../../components/localized-text';

/**
 * One row's actions: edit, publish or unpublish, a product's demand forecast, duplicate, delete (which
 * asks first).
 */
export function ListingRowActions({
  row,
  isBusy,
  onTogglePublished,
  onDuplicate,
  onDelete,
}: {
  row: ListingRow;
  isBusy: boolean;
  onTogglePublished: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('listings');
  const nameIn = useNameIn();
  // Issue 26: the catalogue's managers change listings; the others may still open a product's forecast.
  const canEdit = useCanCall(catalogEndpoints.updateProduct);
  if (!canEdit && row.kind !== 'PRODUCT') return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('actions.menu', { name: nameIn(row) })}
          loading={isBusy}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canEdit && (
          <>
            <Menu.Item
              component={Link}
              to={listingEditorPath(row.kind, row.id)}
              leftSection={<IconEdit size={16} aria-hidden />}
            >
              {t('actions.edit')}
            </Menu.Item>
            <Menu.Item
              leftSection={
                row.isPublished ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />
              }
              onClick={onTogglePublished}
            >
              {row.isPublished ? t('actions.unpublish') : t('actions.publish')}
            </Menu.Item>
          </>
        )}
        {row.kind === 'PRODUCT' && (
          // Spec §2 listings table: "demand prediction" (Premium; the page explains it to Basic suppliers).
          <Menu.Item
            component={Link}
            to={forecastPath(row.id)}
            leftSection={<IconChartLine size={16} aria-hidden />}
          >
            {t('actions.forecast')}
          </Menu.Item>
        )}
        {canEdit && (
          <>
            <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={onDuplicate}>
              {t('actions.duplicate')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
              {t('actions.delete')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
