import type { ComponentType, ReactNode } from 'react';
import { Card, Group, Text, ThemeIcon } from '@mantine/core';

/** One card of the supplier overview: an icon and a title above its facts. */
export function OverviewCard({
  title,
  Icon,
  children,
}: {
  title: string;
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon variant="light" size={36} radius="md">
          <Icon size={20} aria-hidden />
        </ThemeIcon>
        <Text fw={700}>{title}</Text>
      </Group>
      {children}
    </Card>
  );
}
