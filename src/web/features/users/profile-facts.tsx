import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../contract/users/users.schemas';
import { SettingsSection } from '../../components/settings-section';

/** The registration facts, read-only: they come from signup and the commercial registry. */
export function ProfileFacts({ profile }: { profile: Settings['profile'] }) {
  const { t } = useTranslation('settings');
  const facts = [
    { key: 'businessName', value: profile.businessName },
    { key: 'name', value: profile.name },
    { key: 'registrationNumber', value: <bdi>{profile.registrationNumber}</bdi> },
    { key: 'email', value: <bdi>{profile.email}</bdi> },
    { key: 'city', value: profile.city },
  ] as const;
  return (
    <SettingsSection title={t('profile.title')} description={t('profile.description')}>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" mt="md" mb={0}>
        {facts.map(({ key, value }) => (
          <div key={key}>
            <Text component="dt" size="sm" c="dimmed">
              {t(`profile.${key}`)}
            </Text>
            <Text component="dd" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </SettingsSection>
  );
}
