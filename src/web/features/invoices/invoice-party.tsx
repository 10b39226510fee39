import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../contract/invoices/invoices.schemas';

/** The seller or the buyer as the invoice names them: business, city, registration and VAT numbers. */
export function InvoiceParty({ role, party }: { role: 'seller' | 'buyer'; party: Invoice['seller'] }) {
  const { t } = useTranslation('invoices');
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-label={t(`details.${role}`)}
      data-testid={`invoice-${role}`}
    >
      <Title order={2} size="h5" c="dimmed">
        {t(`details.${role}`)}
      </Title>
      <Stack gap={4} mt="xs">
        <Text fw={700}>{party.businessName}</Text>
        <Text size="sm">{party.city}</Text>
        <Text size="sm">
          {t('details.registrationNumber')} <bdi>{party.registrationNumber}</bdi>
        </Text>
        <Text size="sm">
          {t('details.vatNumber')} {party.vatNumber ? <bdi>{party.vatNumber}</bdi> : t('details.noVatNumber')}
        </Text>
      </Stack>
    </Paper>
  );
}
