import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EInvoice } from '../../../contract/e-invoicing/e-invoicing.schemas';
import { formatDate } from '../../lib/format';
import { EInvoiceStatusBadge } from './e-invoice-status-badge';
import { FatooraMessages } from './fatoora-messages';

/** The unit's newest documents as cards (a phone shows them one under the other, never a wide table). */
export function RecentEInvoices({ documents }: { documents: readonly EInvoice[] }) {
  const { t, i18n } = useTranslation('e-invoicing');
  return (
    <section aria-labelledby="recent-e-invoices">
      <Title order={2} size="h4" id="recent-e-invoices">
        {t('documents.title')}
      </Title>
      {documents.length === 0 ? (
        <Text c="dimmed" size="sm" mt="xs">
          {t('documents.empty')}
        </Text>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, md: 2 }}
          spacing="sm"
          mt="sm"
          p={0}
          style={{ listStyle: 'none' }}
        >
          {documents.map((document) => (
            <Paper
              component="li"
              key={document.id}
              withBorder
              radius="md"
              p="md"
              data-testid="e-invoice-card"
            >
              <Stack gap={6}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text fw={700}>
                    <bdi>{document.invoiceNumber}</bdi>
                  </Text>
                  <EInvoiceStatusBadge status={document.status} />
                </Group>
                <Text size="sm">
                  {t(`type.${document.type}`)} · {t(`transaction.${document.transaction}`)}
                </Text>
                {document.submittedAt && (
                  <Text size="sm" c="dimmed">
                    {t('documents.submittedAt')}{' '}
                    {formatDate(document.submittedAt, i18n.language, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </Text>
                )}
                {document.status === 'REJECTED' && <FatooraMessages messages={document.messages} />}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
