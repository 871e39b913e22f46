/** The tests' browser asks for no animation: Mantine then shows and hides at once, with no timers. */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * A MediaQueryList that answers `matches` and ignores listeners: jsdom has no layout to ask.
 * `(prefers-reduced-motion: reduce)` always matches (see render.tsx's theme).
 */
export function fakeMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches: matches || query === REDUCED_MOTION,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}
