import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reportsEndpoints } from '../../../contract/reports/reports.endpoints';
import { NotFoundContent } from '../../components/not-found-content';
import { PageSpinner } from '../../components/page-spinner';
import { ReasonDialog } from '../../components/reason-dialog';
import { callEndpoint } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { formErrorText } from '../../lib/form-errors';
import { reportStatusColors } from './operator-report-queue';

type Decision = 'takeDown' | 'dismiss';

/**
 * Issue 25: `/operator/reports/:id`: the report, what was reported in both languages, the other reports
 * on it, and the decision (take down or dismiss, with the reason in a dialog).
 */
export function OperatorReportDetails({ id }: { id: string }) {
  const { t, i18n } = useTranslation('reports');
  const lang = i18n.language;
  const client = useQueryClient();
  const queryKey = ['operator', 'report', id];
  const [decision, setDecision] = useState<Decision | null>(null);
  const {
    data: report,
    isPending,
    error,
  } = useQuery({
    queryKey,
    queryFn: ({ signal }) => callEndpoint(reportsEndpoints.getOperatorReport, { params: { id } }, { signal }),
  });
  const decide = useMutation({
    mutationFn: ({ which, reason }: { which: Decision; reason: string }) =>
      callEndpoint(
        which === 'takeDown' ? reportsEndpoints.takeDownReportedSubject : reportsEndpoints.dismissReport,
        {
          params: { id },
          body: { reason },
        },
      ),
    onSuccess: (updated) => {
      client.setQueryData(queryKey, updated);
      void client.invalidateQueries({ queryKey: ['operator', 'reports'] });
      setDecision(null);
    },
  });
  if (isPending) return <PageSpinner />;
  if (error || !report) return <NotFoundContent />;
  const { subject } = report;
  return (
    <Container size="lg" py="xl">
      <Anchor
        component={Link}
        to="/operator/reports"
        mih={44}
        display="inline-flex"
        style={{ alignItems: 'center' }}
      >
        {t('operator.back')}
      </Anchor>
      <Group gap="sm" mt="sm">
        <Title order={1}>{t(`subjects.${report.subjectType}`)}</Title>
        <Badge color={reportStatusColors[report.status]} variant="light">
          {t(`statuses.${report.status}`)}
        </Badge>
      </Group>
      <Text mt="xs" fw={600}>
        {t(`reasons.${report.reason}`)}
      </Text>
      {report.note && (
        <Text dir="auto" style={{ whiteSpace: 'pre-line' }}>
          {t('operator.note')}: {report.note}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('operator.reporter')} <bdi>{report.reporterName}</bdi> · {formatDate(report.createdAt, lang)}
      </Text>
      {report.decisionReason && (
        <Text mt="sm">
          {t('operator.decision')}: <span dir="auto">{report.decisionReason}</span>
        </Text>
      )}

      <Paper withBorder p="md" mt="lg">
        <Title order={2} size="h4">
          {t('operator.subject')}
        </Title>
        {subject.isMissing ? (
          <Text c="dimmed">{t('operator.missing')}</Text>
        ) : (
          <>
            {subject.ownerName && (
              <Text size="sm">
                {t('operator.owner')} <bdi>{subject.ownerName}</bdi>
              </Text>
            )}
            {subject.isRemoved && <Badge color="red">{t('operator.removed')}</Badge>}
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
              <Stack gap={4} lang="ar" dir="rtl">
                <Text size="xs" c="dimmed">
                  {t('operator.arabic')}
                </Text>
                {subject.titleAr && <Text fw={600}>{subject.titleAr}</Text>}
                {subject.textAr && <Text style={{ whiteSpace: 'pre-line' }}>{subject.textAr}</Text>}
              </Stack>
              <Stack gap={4} lang="en" dir="ltr">
                <Text size="xs" c="dimmed">
                  {t('operator.english')}
                </Text>
                {subject.titleEn && <Text fw={600}>{subject.titleEn}</Text>}
                {subject.textEn && <Text style={{ whiteSpace: 'pre-line' }}>{subject.textEn}</Text>}
              </Stack>
            </SimpleGrid>
          </>
        )}
      </Paper>

      {report.status === 'OPEN' && (
        <Group gap="sm" mt="lg">
          <Button
            color="red"
            mih={44}
            onClick={() => {
              decide.reset();
              setDecision('takeDown');
            }}
          >
            {t('operator.takeDown')}
          </Button>
          <Button
            variant="default"
            mih={44}
            onClick={() => {
              decide.reset();
              setDecision('dismiss');
            }}
          >
            {t('operator.dismiss')}
          </Button>
        </Group>
      )}

      <Title order={2} size="h4" mt="xl">
        {t('operator.others')}
      </Title>
      {report.otherReports.length === 0 ? (
        <Text c="dimmed">{t('operator.noOthers')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} mt="xs" style={{ listStyle: 'none' }}>
          {report.otherReports.map((other) => (
            <Paper component="li" key={other.reportId} withBorder p="sm">
              <Group gap="xs" wrap="wrap">
                <Badge color={reportStatusColors[other.status]} variant="light">
                  {t(`statuses.${other.status}`)}
                </Badge>
                <Text size="sm">{t(`reasons.${other.reason}`)}</Text>
                <Text size="sm" c="dimmed">
                  <bdi>{other.reporterName}</bdi> · {formatDate(other.createdAt, lang)}
                </Text>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {decision && (
        <ReasonDialog
          opened
          title={t(`operator.${decision}`)}
          label={t('operator.reason')}
          confirmLabel={t(`operator.${decision}`)}
          color={decision === 'takeDown' ? 'red' : undefined}
          isPending={decide.isPending}
          error={decide.error ? formErrorText(decide.error, t, lang) : null}
          onConfirm={(reason) => decide.mutate({ which: decision, reason })}
          onClose={() => setDecision(null)}
        />
      )}
    </Container>
  );
}
