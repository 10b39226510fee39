import type { ReactNode } from 'react';
import { Box, Text } from '@mantine/core';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Labelled values as a description list: the label on the start side, its value beside it. */
export function ListingFacts({ facts, label }: { facts: Fact[]; label?: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      m={0}
      style={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 'var(--mantine-spacing-lg)',
        rowGap: 6,
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} style={{ display: 'contents' }}>
          <Text component="dt" c="dimmed" size="sm">
            {fact.label}
          </Text>
          <Text component="dd" m={0} size="sm" fw={600}>
            {fact.value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
