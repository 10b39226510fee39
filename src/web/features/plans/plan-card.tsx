import type { ReactNode } from 'react';
import { Badge, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** One plan side by side with the other: its name, price, what it gives, and whether it is the current one. */
export function PlanCard({
  id,
  name,
  price,
  priceNote,
  features,
  isCurrent,
  isHighlighted = false,
  children,
}: {
  id: string;
  name: string;
  price: string;
  priceNote?: ReactNode;
  features: string[];
  isCurrent: boolean;
  /** The plan on offer (Premium) stands out. */
  isHighlighted?: boolean;
  /** Below the features, e.g. the usage against Basic's limits. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('plans');
  const accent = isCurrent ? 'teal' : isHighlighted ? 'orange' : undefined;
  return (
    <Paper
      component="section"
      aria-labelledby={`${id}-title`}
      withBorder
      radius="md"
      p="lg"
      data-testid={id}
      style={accent ? { borderColor: `var(--mantine-color-${accent}-6)`, borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={3} size="h4" id={`${id}-title`}>
            {name}
          </Title>
          {isCurrent && (
            <Badge color="teal" variant="light">
              {t('card.current')}
            </Badge>
          )}
        </Group>
        <div>
          <Text fw={800} fz={28} lh={1.2}>
            {price}
          </Text>
          {priceNote && (
            <Text size="sm" c="dimmed" mt={4}>
              {priceNote}
            </Text>
          )}
        </div>
        <List
          spacing="xs"
          size="sm"
          center
          icon={
            <ThemeIcon color="teal" size={20} radius="xl" variant="light">
              <IconCheck size={14} aria-hidden />
            </ThemeIcon>
          }
        >
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {children}
      </Stack>
    </Paper>
  );
}
