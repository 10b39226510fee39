import { Box, Chip, Group, Text } from '@mantine/core';
import { useId } from 'react';

/**
 * One choice among a few, as chips under a label (date presets of the lists): chips wrap on a phone,
 * where segments side by side would not fit.
 */
export function ChoiceChips<T extends string>({
  label,
  choices,
  labelOf,
  value,
  onChange,
}: {
  label: string;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  value: T;
  onChange: (choice: T) => void;
}) {
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <Chip.Group
        value={value}
        onChange={(next) => {
          const choice = choices.find((candidate) => candidate === next);
          if (choice) onChange(choice);
        }}
      >
        <Group gap={6}>
          {choices.map((choice) => (
            <Chip key={choice} value={choice} size="sm">
              {labelOf(choice)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Box>
  );
}
