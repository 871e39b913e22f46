import { useEffect, useState } from 'react';

/**
 * How many of `count` parts of a page may render yet: none on the first render, then one more at
 * each animation frame. A page of many parts renders in several short tasks instead of one long
 * one, so the browser paints the first parts and answers a tap in between (decision 0067).
 */
export function useStaggeredReveal(count: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= count) return;
    const frame = requestAnimationFrame(() => setShown((current) => current + 1));
    return () => cancelAnimationFrame(frame);
  }, [shown, count]);
  return shown;
}
