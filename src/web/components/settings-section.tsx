import { useId, type ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';

/** One settings section: a bordered card with its heading and an optional explanation. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mt={4}>
          {description}
        </Text>
      )}
      {children}
    </Paper>
  );
}
