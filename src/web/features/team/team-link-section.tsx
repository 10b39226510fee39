import { Button, Group } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SettingsSection } from '../../components/settings-section';

/** Issue 26: from the settings to the business's team. */
export function TeamLinkSection() {
  const { t } = useTranslation('team');
  return (
    <SettingsSection title={t('link.title')} description={t('link.description')}>
      <Group mt="md">
        <Button
          component={Link}
          to="/settings/team"
          variant="light"
          size="lg"
          leftSection={<IconUsers size={18} aria-hidden />}
        >
          {t('link.open')}
        </Button>
      </Group>
    </SettingsSection>
  );
}
