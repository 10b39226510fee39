import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Checkbox,
  Container,
  Group,
  Image,
  Loader,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconPackage, IconPhoto, IconPlus, IconSearch, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { catalogEndpoints } from '../../../contract/catalog/catalog.endpoints';
import type { ListingKind, ListingRow } from '../../../contract/catalog/catalog.schemas';
import { isErrorCode } from '../../../contract/errors/error-codes';
import { ResponsiveTable, TouchTarget, type ResponsiveColumn } from '../../components/responsive-table';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { formErrorText } from '../../lib/form-errors';
import { useCanCall } from '../team/can';
import { BulkActionsBar } from './bulk-actions-bar';
import { DeleteListingsDialog } from './delete-listings-dialog';
import { errorNotice, ListingNotice, type ListingNoticeValue } from './listing-notice';
import { ListingRowActions } from './listing-row-actions';
import {
  listingEditorPath,
  newListingPath,
  useBulkListingAction,
  useDeleteListing,
  useDuplicateListing,
  useListings,
  useSetPublished,
  type BulkAction,
} from './use-listings';
import { ListingName, useNameIn } from '../../components/localized-text';
import { MissingNameBadges } from './missing-name-badges';

type KindFilter = 'ALL' | ListingKind;
const searchDelayMs = 300;

/**
 * The supplier's listings table (spec §2): search, a filter for all / products / services, adding,
 * and per row edit, publish or unpublish, duplicate and delete; rows can be selected for bulk
 * publishing, unpublishing and deleting, and each item that fails says why. Where the page is narrower
 * than the table, each listing is a card with every field and its actions.
 */
export function ListingsTable() {
  const { t, i18n } = useTranslation('listings');
  const nameIn = useNameIn();
  const language = i18n.language;
  // Issue 26: only the catalogue's managers add listings and act on several at once.
  const canCreate = useCanCall(catalogEndpoints.createProduct);
  const canActOnMany = useCanCall(catalogEndpoints.bulkListingAction);
  const [kindFilter, setKindFilter] = useState<KindFilter>('ALL');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), searchDelayMs);
  const listings = useListings({ kind: kindFilter === 'ALL' ? undefined : kindFilter, q });
  // The previous answer stays on screen while the next loads; keeping only the chosen kind makes the
  // filter switch at once.
  const rows = (listings.data ?? []).filter((row) => kindFilter === 'ALL' || row.kind === kindFilter);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const selectedRows = rows.filter((row) => selectedIds.has(row.id));
  const [notice, setNotice] = useState<ListingNoticeValue | null>(null);
  const [toDelete, setToDelete] = useState<ListingRow[] | null>(null);

  const setPublished = useSetPublished();
  const duplicate = useDuplicateListing();
  const deleteListing = useDeleteListing();
  const bulk = useBulkListingAction();

  const select = (ids: string[], isSelected: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (isSelected) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const togglePublished = (row: ListingRow) => {
    const isPublished = !row.isPublished;
    setNotice(null);
    setPublished.mutate(
      { kind: row.kind, id: row.id, isPublished },
      {
        onSuccess: () =>
          setNotice({
            kind: 'success',
            title: t(isPublished ? 'notices.published' : 'notices.unpublished', { name: nameIn(row) }),
          }),
        onError: (error) =>
          setNotice(
            errorNotice(
              error,
              t(isPublished ? 'notices.publishFailed' : 'notices.unpublishFailed', { name: nameIn(row) }),
              t,
              language,
            ),
          ),
      },
    );
  };

  const duplicateRow = (row: ListingRow) => {
    setNotice(null);
    duplicate.mutate(
      { kind: row.kind, id: row.id },
      {
        onSuccess: () =>
          setNotice({ kind: 'success', title: t('notices.duplicated', { name: nameIn(row) }) }),
        onError: (error) =>
          setNotice(errorNotice(error, t('notices.duplicateFailed', { name: nameIn(row) }), t, language)),
      },
    );
  };

  /** A failed item's reason: its error code's message, or the generic one. */
  const reasonOf = (code: string | undefined) =>
    code && isErrorCode(code) ? t(`errors:${code}`) : t('common:errors.unexpected');

  const runBulk = (action: BulkAction, items: ListingRow[]) => {
    setNotice(null);
    const nameById = new Map(items.map((row) => [row.id, nameIn(row)]));
    bulk.mutate(
      { action, items: items.map(({ id, kind }) => ({ id, kind })) },
      {
        onSuccess: ({ results }) => {
          const failed = results.filter((result) => !result.ok);
          // Failed items stay selected, ready to try again once fixed.
          setSelectedIds(new Set(failed.map((result) => result.id)));
          setToDelete(null);
          if (failed.length === 0) {
            setNotice({
              kind: 'success',
              title: t(`bulk.done.${action}`, { number: formatNumber(results.length, language) }),
            });
            return;
          }
          setNotice({
            kind: 'error',
            title: t('bulk.someFailed', {
              failed: formatNumber(failed.length, language),
              total: formatNumber(results.length, language),
            }),
            failures: failed.map((result) => ({
              id: result.id,
              name: nameById.get(result.id) ?? result.id,
              reason: reasonOf(result.code),
            })),
            suggestsUpgrade: failed.some((result) => result.code === 'PLAN_LIMIT_REACHED'),
          });
        },
        onError: (error) => {
          setToDelete(null);
          setNotice(errorNotice(error, t('bulk.failed'), t, language));
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const [only] = toDelete;
    if (toDelete.length > 1 || !only) {
      runBulk('DELETE', toDelete);
      return;
    }
    setNotice(null);
    deleteListing.mutate(
      { kind: only.kind, id: only.id },
      {
        onSuccess: () => {
          select([only.id], false);
          setNotice({ kind: 'success', title: t('notices.deleted', { name: nameIn(only) }) });
        },
        onError: (error) =>
          setNotice(errorNotice(error, t('notices.deleteFailed', { name: nameIn(only) }), t, language)),
        onSettled: () => setToDelete(null),
      },
    );
  };

  const isFiltered = kindFilter !== 'ALL' || search.trim() !== '';
  const allSelected = rows.length > 0 && selectedRows.length === rows.length;

  const columns: ResponsiveColumn<ListingRow>[] = [
    {
      key: 'select',
      label: t('table.selectAll'),
      lead: true,
      width: 52,
      isHeaderKeptInCards: true,
      header: (
        <TouchTarget cardsText={t('table.selectAll')}>
          <Checkbox
            aria-label={t('table.selectAll')}
            checked={allSelected}
            indeterminate={selectedRows.length > 0 && !allSelected}
            onChange={() =>
              select(
                rows.map((row) => row.id),
                !allSelected,
              )
            }
          />
        </TouchTarget>
      ),
      cell: (row) => (
        <TouchTarget>
          <Checkbox
            aria-label={t('table.select', { name: nameIn(row) })}
            checked={selectedIds.has(row.id)}
            onChange={(event) => select([row.id], event.currentTarget.checked)}
          />
        </TouchTarget>
      ),
    },
    {
      key: 'image',
      label: t('table.image'),
      isLabelHidden: true,
      lead: true,
      width: 64,
      cell: (row) =>
        row.thumbnailUrl ? (
          <Image src={row.thumbnailUrl} alt="" w={48} h={48} radius="sm" fit="cover" />
        ) : (
          <Center w={48} h={48} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
            <IconPhoto size={20} color="var(--mantine-color-gray-5)" aria-hidden />
          </Center>
        ),
    },
    {
      key: 'name',
      label: t('table.name'),
      primary: true,
      cell: (row) => (
        <>
          <Anchor component={Link} to={listingEditorPath(row.kind, row.id)} fw={600} size="sm">
            <ListingName listing={row} />
          </Anchor>
          <MissingNameBadges listing={row} />
        </>
      ),
    },
    {
      key: 'kind',
      label: t('table.kind'),
      cell: (row) => (
        <Badge
          variant="light"
          color={row.kind === 'PRODUCT' ? 'blue' : 'grape'}
          leftSection={
            row.kind === 'PRODUCT' ? (
              <IconPackage size={12} aria-hidden />
            ) : (
              <IconTool size={12} aria-hidden />
            )
          }
        >
          {t(`kind.${row.kind}`)}
        </Badge>
      ),
    },
    {
      key: 'price',
      label: t('table.price'),
      numeric: true,
      nowrap: true,
      cell: (row) => <Text size="sm">{formatMoney(row.price, language)}</Text>,
    },
    {
      key: 'stock',
      label: t('table.stock'),
      numeric: true,
      cell: (row) =>
        row.stock === null ? (
          <Text size="sm" c="dimmed">
            <VisuallyHidden>{t('table.noStock')}</VisuallyHidden>
            <span aria-hidden>{t('table.noStockMark')}</span>
          </Text>
        ) : row.stock === 0 ? (
          <Text size="sm" c="red.8" fw={600}>
            {t('table.outOfStock')}
          </Text>
        ) : (
          <Text size="sm">{formatNumber(row.stock, language)}</Text>
        ),
    },
    {
      key: 'status',
      label: t('table.status'),
      cell: (row) =>
        // Issue 25: taken down by Tawrid, with the operator's reason as written; it cannot be published again.
        row.takenDownAt ? (
          <>
            <Badge variant="light" color="red" data-testid="listing-taken-down">
              {t('status.takenDown')}
            </Badge>
            {row.takedownReason && (
              <Text size="xs" c="dimmed" mt={4}>
                <bdi>{row.takedownReason}</bdi>
              </Text>
            )}
          </>
        ) : (
          <Badge variant="light" color={row.isPublished ? 'teal' : 'gray'}>
            {row.isPublished ? t('status.published') : t('status.draft')}
          </Badge>
        ),
    },
    {
      key: 'created',
      label: t('table.created'),
      nowrap: true,
      cell: (row) => <Text size="sm">{formatDate(row.createdAt, language)}</Text>,
    },
    {
      key: 'actions',
      label: t('table.actions'),
      isLabelHidden: true,
      actions: true,
      width: 56,
      cell: (row) => (
        <ListingRowActions
          row={row}
          isBusy={
            (setPublished.isPending && setPublished.variables?.id === row.id) ||
            (duplicate.isPending && duplicate.variables?.id === row.id)
          }
          onTogglePublished={() => togglePublished(row)}
          onDuplicate={() => duplicateRow(row)}
          onDelete={() => setToDelete([row])}
        />
      ),
    },
  ];

  const addButtons = canCreate && (
    <Group gap="sm">
      <Button
        component={Link}
        to={newListingPath('PRODUCT')}
        leftSection={<IconPlus size={16} aria-hidden />}
      >
        {t('table.addProduct')}
      </Button>
      <Button
        component={Link}
        to={newListingPath('SERVICE')}
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
      >
        {t('table.addService')}
      </Button>
    </Group>
  );

  let body;
  if (listings.isPending) {
    body = (
      <Stack gap="xs" data-testid="listings-loading">
        {[0, 1, 2].map((line) => (
          <Skeleton key={line} h={56} radius="md" />
        ))}
      </Stack>
    );
  } else if (listings.isError && !listings.data) {
    body = (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('table.loadFailed')}>
        <Text size="sm">{formErrorText(listings.error, t, language)}</Text>
        <Button
          mt="sm"
          size="xs"
          color="red"
          variant="light"
          loading={listings.isFetching}
          onClick={() => void listings.refetch()}
        >
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else if (rows.length === 0) {
    body = (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs" ta="center">
          <IconPackage size={40} color="var(--mantine-color-gray-5)" aria-hidden />
          <Text fw={700}>{isFiltered ? t('table.noMatchTitle') : t('table.emptyTitle')}</Text>
          <Text size="sm" c="dimmed" maw={420}>
            {isFiltered ? t('table.noMatchText') : t('table.emptyText')}
          </Text>
          {!isFiltered && <Center mt="sm">{addButtons}</Center>}
        </Stack>
      </Paper>
    );
  } else {
    body = (
      <ResponsiveTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowProps={(row) => ({
          'data-testid': 'listing-row',
          style: selectedIds.has(row.id) ? { background: 'var(--mantine-primary-color-light)' } : undefined,
        })}
        caption={t('title')}
        isCaptionHidden
        cardsBelow={920}
        tableProps={{ verticalSpacing: 'sm', highlightOnHover: true }}
      />
    );
  }

  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" mt="xs">
            {t('lead')}
          </Text>
        </div>
        {addButtons}
      </Group>

      <Stack gap="md" mt="xl">
        <Group gap="md" justify="space-between" align="flex-end">
          <TextInput
            type="search"
            label={t('table.search')}
            placeholder={t('table.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={listings.isFetching && !listings.isPending ? <Loader size={14} /> : undefined}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
          <SegmentedControl
            aria-label={t('filter.label')}
            value={kindFilter}
            onChange={(value) => setKindFilter(value as KindFilter)}
            data={[
              { value: 'ALL', label: t('filter.all') },
              { value: 'PRODUCT', label: t('filter.products') },
              { value: 'SERVICE', label: t('filter.services') },
            ]}
          />
        </Group>

        <ListingNotice notice={notice} onClose={() => setNotice(null)} />

        {selectedRows.length > 0 && canActOnMany && (
          <BulkActionsBar
            count={selectedRows.length}
            pendingAction={bulk.isPending ? bulk.variables?.action : undefined}
            onAction={(action) =>
              action === 'DELETE' ? setToDelete(selectedRows) : runBulk(action, selectedRows)
            }
            onClear={() => setSelectedIds(new Set())}
          />
        )}

        {body}
      </Stack>

      <DeleteListingsDialog
        rows={toDelete}
        isPending={deleteListing.isPending || (bulk.isPending && bulk.variables?.action === 'DELETE')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Container>
  );
}
