/** The chart's colours, shared with its legend: Mantine theme colours as CSS variables. */
export const forecastColors = {
  actual: 'var(--mantine-color-blue-7)',
  mean: 'var(--mantine-color-orange-8)',
  interval: 'var(--mantine-color-orange-4)',
} as const;
