import { useMantineTheme, type MantineBreakpoint } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the window is narrower than one of the theme's breakpoints: where a list turns from a
 * table into cards. Read at the first render, so that a phone never shows the table for a moment.
 */
export function useIsBelow(breakpoint: MantineBreakpoint): boolean {
  const { breakpoints } = useMantineTheme();
  return useMediaQuery(`(width < ${breakpoints[breakpoint]})`, undefined, { getInitialValueInEffect: false });
}
