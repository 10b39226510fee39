import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Box, type BoxProps } from '@mantine/core';

type RevealProps = BoxProps &
  Omit<ComponentPropsWithoutRef<'section'>, keyof BoxProps> & {
    children: ReactNode;
    /** The section on the first screen: it slides in without fading, so it is painted at once. */
    isFirstScreen?: boolean;
  };

/** A page section that fades in over 0.6 s when it appears (spec §9); still for reduced motion (global.css). */
export function Reveal({ children, isFirstScreen = false, ...props }: RevealProps) {
  return (
    <Box
      component="section"
      className={isFirstScreen ? 'tawrid-enter tawrid-enter-first-screen' : 'tawrid-enter'}
      {...props}
    >
      {children}
    </Box>
  );
}
