import { Button, Group } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SettingsSection } from '../../components/settings-section';

/** Issue 24: where a supplier connects its store to ZATCA's Fatoora (supplier settings → e-invoicing). */
export function EInvoicingLinkSection() {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection title={t('eInvoicing.title')} description={t('eInvoicing.description')}>
      <Group mt="md">
        <Button
          component={Link}
          to="/supplier/settings/e-invoicing"
          variant="light"
          leftSection={<IconFileCertificate size={18} aria-hidden />}
        >
          {t('eInvoicing.open')}
        </Button>
      </Group>
    </SettingsSection>
  );
}
