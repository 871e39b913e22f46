import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it (two animation frames later):
 * what can wait, such as a form's code, is asked for after the page's first paint instead of
 * competing with it (decision 0055).
 */
export function useHasPainted(): boolean {
  const [hasPainted, setHasPainted] = useState(false);
  useEffect(() => {
    let next = 0;
    const first = requestAnimationFrame(() => {
      next = requestAnimationFrame(() => setHasPainted(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(next);
    };
  }, []);
  return hasPainted;
}
