import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { copyrightYear, supportEmail } from '../../lib/ui-constants';

const links = [
  { key: 'aboutUs', to: '/about-us' },
  { key: 'privacyPolicy', to: '/privacy-policy' },
  { key: 'termsOfService', to: '/terms-of-service' },
] as const;

/** Hidden on chat and payment-callback paths (spec §2). */
export function isFooterHidden(pathname: string): boolean {
  return pathname.includes('/chats') || pathname.includes('/callback');
}

export function Footer() {
  const { t } = useTranslation('layout');
  return (
    <Box
      component="footer"
      className="print-hidden"
      bg="gray.0"
      py="xl"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="xl">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap="xs">
            <Logo size="sm" />
            <Text size="sm" c="gray.7" maw={320}>
              {t('common:tagline')}
            </Text>
          </Stack>
          <Stack gap={6} component="nav" aria-label={t('footer.links')}>
            <Text fw={700} size="sm">
              {t('footer.links')}
            </Text>
            {links.map(({ key, to }) => (
              <Anchor key={key} component={Link} to={to} size="sm" c="dark">
                {t(`footer.${key}`)}
              </Anchor>
            ))}
          </Stack>
          <Stack gap={6}>
            <Text fw={700} size="sm">
              {t('footer.contact')}
            </Text>
            <Anchor href={`mailto:${supportEmail}`} size="sm">
              <bdi>{supportEmail}</bdi>
            </Anchor>
          </Stack>
        </Group>
        <Text size="xs" c="gray.7" mt="xl" ta="center">
          {t('footer.copyright', { year: copyrightYear })}
        </Text>
      </Container>
    </Box>
  );
}
