import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../contract/invoices/invoices.schemas';
import { BidiText } from '../../components/bidi-text';

/**
 * The seller or the buyer as the invoice names them: business, city, registration and VAT numbers. The
 * seller of a plain invoice (decision 018) is shown as not VAT-registered.
 */
export function InvoiceParty({
  role,
  party,
  isTaxInvoice = true,
}: {
  role: 'seller' | 'buyer';
  party: Invoice['seller'];
  isTaxInvoice?: boolean;
}) {
  const { t } = useTranslation('invoices');
  const noNumber = isTaxInvoice ? t('details.noVatNumber') : t('details.notVatRegistered');
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
        <Text fw={700}>
          <BidiText>{party.businessName}</BidiText>
        </Text>
        <Text size="sm">{party.city}</Text>
        <Text size="sm">
          {t('details.registrationNumber')} <bdi>{party.registrationNumber}</bdi>
        </Text>
        <Text size="sm">
          {t('details.vatNumber')} {party.vatNumber ? <bdi>{party.vatNumber}</bdi> : noNumber}
        </Text>
      </Stack>
    </Paper>
  );
}
