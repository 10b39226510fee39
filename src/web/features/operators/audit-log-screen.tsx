import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  auditSubjectTypes,
  type AuditEntry,
  type AuditLogQuery,
} from '../../../contract/operators/operators.schemas';
import { DayInput } from '../../components/calendar-inputs';
import { EmptyState, PagedList, pagedListLabels } from '../../components/paged-list';
import { formatDate } from '../../lib/format';
import { useAuditLog } from './use-operator-api';

/** The console's page of a subject, where one exists: the entry links to it. */
const subjectPaths: Partial<Record<string, string>> = {
  SUPPLIER: '/operator/suppliers',
  REPORT: '/operator/reports',
  DISPUTE: '/operator/disputes',
};

const filterNames = ['operatorId', 'subjectType', 'subjectId', 'action', 'from', 'to'] as const;
type Filters = Partial<Record<(typeof filterNames)[number], string>>;

/** A small JSON value as text: strings as they are, anything else as compact JSON. */
const shown = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** The fields an entry's before and after name, each with its two values. */
function changesOf(entry: AuditEntry): { field: string; before: unknown; after: unknown }[] {
  const asObject = (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  const before = asObject(entry.before);
  const after = asObject(entry.after);
  if (!before && !after) {
    if (entry.before == null && entry.after == null) return [];
    return [{ field: '', before: entry.before ?? undefined, after: entry.after ?? undefined }];
  }
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({ field, before: before?.[field], after: after?.[field] }));
}

function AuditEntryCard({ entry, onFilter }: { entry: AuditEntry; onFilter: (filters: Filters) => void }) {
  const { t, i18n } = useTranslation('operators');
  const subjectPath = subjectPaths[entry.subjectType];
  const changes = changesOf(entry);
  return (
    <Paper component="li" withBorder p="md" radius="md" data-testid="audit-entry">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Anchor
            component="button"
            type="button"
            fw={700}
            onClick={() => onFilter({ action: entry.action })}
            style={{ wordBreak: 'break-word', textAlign: 'start' }}
          >
            {/* The action in words; its code (what the filter takes) beside it, in its own direction. */}
            {t(`auditLog.actions.${entry.action}`, { defaultValue: entry.action })}{' '}
            <Text span size="xs" c="dimmed" ff="monospace" dir="ltr">
              {entry.action}
            </Text>
          </Anchor>
          <Text size="sm" c="dimmed">
            <time dateTime={entry.occurredAt}>
              {formatDate(entry.occurredAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </Text>
        </Group>
        <Text size="sm">
          {t('auditLog.by')}{' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => onFilter({ operatorId: entry.operator.id })}
          >
            {entry.operator.name}
          </Anchor>{' '}
          <Text span size="xs" c="dimmed" dir="ltr">
            ({entry.operator.email})
          </Text>
        </Text>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light">{t(`auditLog.subjectTypes.${entry.subjectType}`, entry.subjectType)}</Badge>
          {subjectPath ? (
            <Anchor
              component={Link}
              to={`${subjectPath}/${entry.subjectId}`}
              size="sm"
              ff="monospace"
              dir="ltr"
            >
              {entry.subjectId}
            </Anchor>
          ) : (
            <Text size="sm" ff="monospace" dir="ltr" style={{ wordBreak: 'break-all' }}>
              {entry.subjectId}
            </Text>
          )}
          <Anchor
            component="button"
            type="button"
            size="xs"
            onClick={() => onFilter({ subjectType: entry.subjectType, subjectId: entry.subjectId })}
          >
            {t('auditLog.subjectHistory')}
          </Anchor>
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            {t('auditLog.reason')}:
          </Text>{' '}
          {entry.reason ? (
            <bdi>{entry.reason}</bdi>
          ) : (
            <Text span c="dimmed">
              {t('auditLog.noReason')}
            </Text>
          )}
        </Text>
        {changes.length > 0 && (
          <Stack gap={4} data-testid="audit-diff">
            {changes.map(({ field, before, after }) => (
              <Text
                key={field}
                size="sm"
                dir="ltr"
                ta="start"
                ff="monospace"
                style={{ wordBreak: 'break-word' }}
              >
                {field && (
                  <Text span fw={700}>
                    {field}:{' '}
                  </Text>
                )}
                <Text span c="red.8" td="line-through">
                  {shown(before)}
                </Text>
                {' → '}
                <Text span c="teal.9" fw={600}>
                  {shown(after)}
                </Text>
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Issue 25: the audit log, newest first, read-only for every operator. The filters live in the address
 * (`?subjectType=SUPPLIER&subjectId=…`), so a subject's page can link to its history.
 */
export function AuditLogScreen() {
  const { t } = useTranslation('operators');
  const [params, setParams] = useSearchParams();
  const filters: Filters = Object.fromEntries(
    filterNames.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])),
  );
  const [draft, setDraft] = useState<Filters>(filters);
  const query = useAuditLog(filters as Omit<AuditLogQuery, 'cursor'>);
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];

  const apply = (next: Filters) => {
    const clean = Object.fromEntries(Object.entries(next).filter(([, value]) => value));
    setDraft(clean);
    setParams(clean, { replace: false });
  };

  return (
    <Stack gap="md" maw={960}>
      <div>
        <Title order={1} size="h2">
          {t('auditLog.title')}
        </Title>
        <Text c="dimmed">{t('auditLog.lead')}</Text>
      </div>
      <Paper withBorder p="md" radius="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            apply(draft);
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            <TextInput
              label={t('auditLog.filters.action')}
              dir="ltr"
              value={draft.action ?? ''}
              onChange={(event) => setDraft({ ...draft, action: event.currentTarget.value.toUpperCase() })}
            />
            <Select
              label={t('auditLog.filters.subjectType')}
              clearable
              data={auditSubjectTypes.map((type) => ({
                value: type,
                label: t(`auditLog.subjectTypes.${type}`),
              }))}
              value={draft.subjectType ?? null}
              onChange={(value) => setDraft({ ...draft, subjectType: value ?? undefined })}
            />
            <TextInput
              label={t('auditLog.filters.subjectId')}
              dir="ltr"
              value={draft.subjectId ?? ''}
              onChange={(event) => setDraft({ ...draft, subjectId: event.currentTarget.value.trim() })}
            />
            <DayInput
              label={t('auditLog.filters.from')}
              value={draft.from ?? ''}
              onChange={(value) => setDraft({ ...draft, from: value })}
            />
            <DayInput
              label={t('auditLog.filters.to')}
              value={draft.to ?? ''}
              onChange={(value) => setDraft({ ...draft, to: value })}
            />
          </SimpleGrid>
          {filters.operatorId && (
            <Text size="sm" mt="sm">
              {t('auditLog.filters.oneOperator')}
            </Text>
          )}
          <Group mt="md" gap="sm">
            <Button type="submit" mih={44}>
              {t('auditLog.filters.apply')}
            </Button>
            <Button variant="default" mih={44} onClick={() => apply({})}>
              {t('auditLog.filters.clear')}
            </Button>
          </Group>
        </form>
      </Paper>
      <PagedList
        query={query}
        items={entries}
        labels={pagedListLabels(t, 'auditLog')}
        renderItem={(entry) => <AuditEntryCard key={entry.id} entry={entry} onFilter={apply} />}
        empty={
          <EmptyState
            icon={<IconHistory size={32} aria-hidden />}
            title={t('auditLog.emptyTitle')}
            text={t('auditLog.emptyText')}
          />
        }
      />
    </Stack>
  );
}
