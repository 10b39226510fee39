import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Box, type BoxProps } from '@mantine/core';

type RevealProps = BoxProps &
  Omit<ComponentPropsWithoutRef<'section'>, keyof BoxProps> & { children: ReactNode };

/** A page section that fades in over 0.6 s when it appears (spec §9); still for reduced motion (global.css). */
export function Reveal({ children, ...props }: RevealProps) {
  return (
    <Box component="section" className="tawrid-enter" {...props}>
      {children}
    </Box>
  );
}
