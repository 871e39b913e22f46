import type { ComponentType } from 'react';
import { PageLoadError } from '../shared/page-load-error';

const loadMantineStyles = () => import('../shared/ui/mantine-styles');

/**
 * Loads a page's module on demand, so the sign-in page does not download the calendar, with
 * Mantine's whole style sheet beside it; a page that imports the sheets of its own components
 * (`hasOwnStyles`: the sign-in page) does without it (decision 0055).
 */
export const lazyPage = <T>(
  load: () => Promise<T>,
  pick: (module: T) => ComponentType,
  options: { hasOwnStyles?: boolean } = {},
) => ({
  lazy: async () => {
    let module: T;
    try {
      [module] = await Promise.all([load(), options.hasOwnStyles ? undefined : loadMantineStyles()]);
    } catch (error) {
      throw new PageLoadError(error);
    }
    return { Component: pick(module) };
  },
});
