import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/document-title';

interface DocumentContent {
  title: string;
  lead: string;
  updated: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** A text page (about, privacy policy, terms) whose whole content is one translation namespace. */
export function DocumentPage({ namespace }: { namespace: string }) {
  const { t } = useTranslation(namespace);
  const content: DocumentContent = {
    title: t('title'),
    lead: t('lead'),
    updated: t('updated'),
    sections: t('sections', { returnObjects: true }) as DocumentContent['sections'],
  };
  useDocumentTitle(`${content.title} | ${t('common:appName')}`);
  return (
    <Container size="md" py="xl" component="article">
      <Title order={1}>{content.title}</Title>
      <Text size="lg" c="dimmed" mt="sm">
        {content.lead}
      </Text>
      <Text size="sm" c="dimmed" mt="xs">
        {content.updated}
      </Text>
      <Stack gap="lg" mt="xl">
        {content.sections.map((section) => (
          <section key={section.heading}>
            <Title order={2} size="h3" mb="xs">
              {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} mb="sm" lh={1.8}>
                {paragraph}
              </Text>
            ))}
          </section>
        ))}
      </Stack>
    </Container>
  );
}
