import type { ComponentType } from 'react';
import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';

/** A card that is one link: an icon, a title and a line about where it leads. */
export function QuickLinkCard({
  to,
  title,
  text,
  Icon,
}: {
  to: string;
  title: string;
  text: string;
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}) {
  return (
    <Card component={Link} to={to} withBorder radius="md" padding="md">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon variant="light" size={44} radius="md">
          <Icon size={24} aria-hidden />
        </ThemeIcon>
        <div>
          <Text fw={700}>{title}</Text>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
