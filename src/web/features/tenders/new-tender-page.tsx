import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BackToLink } from './back-to-link';
import { TenderForm } from './tender-form';
import { myTendersPath } from './tender-routes';

/** The page around the create form: the way back to the tenders, the title and what publishing means. */
export function NewTenderPage() {
  const { t } = useTranslation('tenders');
  return (
    <Container size="md" py="xl">
      <BackToLink to={myTendersPath} label={t('form.back')} />
      <Title order={1} mt="md">
        {t('form.title')}
      </Title>
      <Text c="dimmed" mt="xs">
        {t('form.lead')}
      </Text>
      <Stack mt="lg">
        <TenderForm />
      </Stack>
    </Container>
  );
}
