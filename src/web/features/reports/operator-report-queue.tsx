import {
  Anchor,
  Badge,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reportsEndpoints } from '../../../contract/reports/reports.endpoints';
import {
  reportStatuses,
  reportSubjectTypes,
  type ReportStatus,
  type ReportSubjectType,
} from '../../../contract/reports/reports.schemas';
import { formatDate } from '../../lib/format';
import { useCursorPages } from '../../lib/use-cursor-pages';

export const reportStatusColors = { OPEN: 'orange', TAKEN_DOWN: 'red', DISMISSED: 'gray' } as const;

/** Issue 25: `/operator/reports`: open first, by subject type, oldest first; cards on phones, rows wider. */
export function OperatorReportQueue() {
  const { t, i18n } = useTranslation('reports');
  const lang = i18n.language;
  const [status, setStatus] = useState<ReportStatus | null>('OPEN');
  const [subjectType, setSubjectType] = useState<ReportSubjectType | null>(null);
  const pages = useCursorPages(reportsEndpoints.listReportQueue, {
    queryKey: ['operator', 'reports', status, subjectType],
    input: { query: { ...(status ? { status } : {}), ...(subjectType ? { subjectType } : {}) } },
    keepPreviousList: true,
  });
  const reports = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t('operator.title')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
        <Select
          label={t('operator.filters.status')}
          value={status}
          onChange={(value) => setStatus(value as ReportStatus | null)}
          data={reportStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          placeholder={t('operator.filters.all')}
          clearable
        />
        <Select
          label={t('operator.filters.subjectType')}
          value={subjectType}
          onChange={(value) => setSubjectType(value as ReportSubjectType | null)}
          data={reportSubjectTypes.map((value) => ({ value, label: t(`subjects.${value}`) }))}
          placeholder={t('operator.filters.all')}
          clearable
        />
      </SimpleGrid>
      {!pages.isPending && reports.length === 0 && (
        <Text c="dimmed" mt="md">
          {t('operator.empty')}
        </Text>
      )}
      <Stack component="ul" gap="sm" mt="md" p={0} style={{ listStyle: 'none' }}>
        {reports.map((report) => (
          <Paper component="li" key={report.reportId} withBorder p="md" data-testid="operator-report">
            <Grid gutter="xs" align="center">
              <Grid.Col span={{ base: 12, sm: 3 }}>
                <Group gap={6}>
                  <Badge color={reportStatusColors[report.status]} variant="light">
                    {t(`statuses.${report.status}`)}
                  </Badge>
                  <Badge variant="outline">{t(`subjects.${report.subjectType}`)}</Badge>
                </Group>
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 3 }}>
                <Text fw={600}>{t(`reasons.${report.reason}`)}</Text>
                {report.note && (
                  <Text size="sm" c="dimmed" lineClamp={2} dir="auto">
                    {report.note}
                  </Text>
                )}
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 3 }}>
                <Text size="sm">
                  {t('operator.reporter')} <bdi>{report.reporterName}</bdi>
                </Text>
                <Text size="sm" c="dimmed" component="time" dateTime={report.createdAt}>
                  {formatDate(report.createdAt, lang)}
                </Text>
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 3 }}>
                <Anchor
                  component={Link}
                  to={`/operator/reports/${report.reportId}`}
                  mih={44}
                  display="inline-flex"
                  style={{ alignItems: 'center' }}
                >
                  {t('operator.open')}
                </Anchor>
              </Grid.Col>
            </Grid>
          </Paper>
        ))}
      </Stack>
      {pages.hasNextPage && (
        <Group justify="center" mt="md">
          <Button
            variant="default"
            mih={44}
            onClick={() => void pages.fetchNextPage()}
            loading={pages.isFetchingNextPage}
          >
            {t('operator.more')}
          </Button>
        </Group>
      )}
    </Container>
  );
}
