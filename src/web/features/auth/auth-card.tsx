import type { ReactNode } from 'react';
import { Box, Container, Paper, Text, Title } from '@mantine/core';

/** The frame of every account page: a centred card with the page's heading and an optional lead. */
export function AuthCard({
  title,
  lead,
  size = 460,
  children,
}: {
  title: string;
  lead?: ReactNode;
  size?: number;
  children: ReactNode;
}) {
  return (
    <Container size={size} py={{ base: 'lg', sm: 48 }} px="md">
      <Paper withBorder radius="md" shadow="xs" p={{ base: 'lg', sm: 'xl' }}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {lead && (
          <Text c="dimmed" mt="xs">
            {lead}
          </Text>
        )}
        <Box mt="lg">{children}</Box>
      </Paper>
    </Container>
  );
}
