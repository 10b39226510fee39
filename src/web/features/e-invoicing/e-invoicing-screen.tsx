import { useState } from 'react';
import {
  Alert,
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
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EInvoicingUnit, EInvoicingUnitStatus } from '../../../contract/e-invoicing/e-invoicing.schemas';
import { LoadFailedNotice } from '../../components/load-failed-notice';
import { PageSpinner } from '../../components/page-spinner';
import { formatDate } from '../../lib/format';
import { OnboardingForm } from './onboarding-form';
import { RecentEInvoices } from './recent-e-invoices';
import { useEInvoicingUnit } from './use-e-invoicing';

const unitColor: Record<EInvoicingUnitStatus, string> = {
  NOT_APPLICABLE: 'gray',
  NOT_ONBOARDED: 'yellow',
  ACTIVE: 'green',
  FAILED: 'red',
};

/** The active unit: environment, certificate expiry, when it was connected, and the way to renew. */
function ActiveUnit({ unit }: { unit: EInvoicingUnit }) {
  const { t, i18n } = useTranslation('e-invoicing');
  const [isRenewing, setIsRenewing] = useState(false);
  const day = (date: string | null) => (date ? formatDate(date, i18n.language, { dateStyle: 'long' }) : '—');
  const facts = [
    { key: 'environment.label', value: t(`environment.${unit.environment}`) },
    { key: 'unit.certificateExpiresAt', value: day(unit.certificateExpiresAt) },
    { key: 'unit.onboardedAt', value: day(unit.onboardedAt) },
  ];
  return (
    <Stack gap="md">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm" m={0}>
        {facts.map(({ key, value }) => (
          <div key={key}>
            <Text component="dt" size="sm" c="dimmed">
              {t(key)}
            </Text>
            <Text component="dd" fw={600} m={0} data-testid={key}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {isRenewing ? (
        <OnboardingForm
          isRenewal
          lastError={[]}
          onCancel={() => setIsRenewing(false)}
          onDone={() => setIsRenewing(false)}
        />
      ) : (
        <Group>
          <Button variant="light" mih={44} onClick={() => setIsRenewing(true)}>
            {t('onboarding.renew')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * Supplier settings → e-invoicing (issue 24): why it does not apply without a VAT number; the Fatoora
 * portal's OTP to connect the store's unit; once active, its environment, certificate and renewal; and
 * the last documents sent to ZATCA with their status and, when rejected, ZATCA's messages.
 */
export function EInvoicingScreen() {
  const { t } = useTranslation('e-invoicing');
  const unit = useEInvoicingUnit();

  let content;
  if (unit.isPending) {
    content = <PageSpinner />;
  } else if (unit.isError) {
    content = (
      <LoadFailedNotice
        isMissing={false}
        notFoundText=""
        loadFailedText={t('loadFailed')}
        onRetry={() => void unit.refetch()}
      />
    );
  } else if (unit.data.status === 'NOT_APPLICABLE') {
    content = (
      <Alert color="gray" icon={<IconInfoCircle aria-hidden />} title={t('notApplicable.title')}>
        <Text size="sm">{t('notApplicable.text')}</Text>
        <Anchor
          component={Link}
          to="/supplier/settings#vat-number"
          size="sm"
          mt="sm"
          display="inline-block"
          py={10}
        >
          {t('notApplicable.link')}
        </Anchor>
      </Alert>
    );
  } else {
    const { data } = unit;
    content = (
      <Stack gap="xl">
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Group gap="sm">
              <Badge size="lg" color={unitColor[data.status]} variant="light" data-testid="unit-status">
                {t(`unitStatus.${data.status}`)}
              </Badge>
              {data.status !== 'ACTIVE' && (
                <Text size="sm" c="dimmed">
                  {t('environment.label')}: {t(`environment.${data.environment}`)}
                </Text>
              )}
            </Group>
            {data.status === 'ACTIVE' ? (
              <ActiveUnit unit={data} />
            ) : (
              <OnboardingForm isRenewal={false} lastError={data.status === 'FAILED' ? data.lastError : []} />
            )}
          </Stack>
        </Paper>
        <RecentEInvoices documents={data.recentDocuments} />
      </Stack>
    );
  }

  return (
    <Container size="md" py="xl">
      <Anchor component={Link} to="/supplier/settings" size="sm" display="inline-block" py={10}>
        <Group gap={4} component="span">
          <IconArrowLeft size={16} className="mirror-in-rtl" aria-hidden />
          {t('back')}
        </Group>
      </Anchor>
      <Title order={1} mt="xs">
        {t('title')}
      </Title>
      <Text c="dimmed" mt="xs" mb="xl">
        {t('lead')}
      </Text>
      {content}
    </Container>
  );
}
