import { useEffect, useState, type ReactNode } from 'react';

type Waiting = { turn: number; order: number; reveal: () => void };

const waiting: Waiting[] = [];
let mounted = 0;
let frame = 0;

function revealNext() {
  frame = 0;
  waiting.sort((a, b) => a.turn - b.turn || a.order - b.order);
  waiting.shift()?.reveal();
  if (waiting.length > 0) frame = requestAnimationFrame(revealNext);
}

function waitForTurn(entry: Waiting): () => void {
  waiting.push(entry);
  if (!frame) frame = requestAnimationFrame(revealNext);
  return () => {
    const index = waiting.indexOf(entry);
    if (index >= 0) waiting.splice(index, 1);
    if (waiting.length === 0 && frame) {
      cancelAnimationFrame(frame);
      frame = 0;
    }
  };
}

/**
 * Whether a part's turn has come: the parts of a screen that wait appear one per animation frame,
 * the lowest `turn` first (the same turn in the order they mounted), across the frame and the page
 * alike. What renders at once (the frame's bar, the page's title and first figures) is one short
 * task; each part after it is one more, so the browser paints in between and answers a tap, and
 * only the part that appears renders (decision 0069). `null` waits for nothing.
 */
export function useTurnHasCome(turn: number | null): boolean {
  const [hasCome, setHasCome] = useState(turn === null);
  useEffect(() => {
    if (hasCome || turn === null) return;
    return waitForTurn({ turn, order: mounted++, reveal: () => setHasCome(true) });
  }, [hasCome, turn]);
  return hasCome || turn === null;
}

/**
 * Shows `children` when their turn comes (useTurnHasCome), and `fallback` until then: a part that
 * replaces a placeholder keeps its place, so that nothing below it moves.
 */
export function RevealInTurn({
  turn,
  fallback = null,
  children,
}: {
  turn: number;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return useTurnHasCome(turn) ? children : fallback;
}

/** The turns of the parts that wait, in one place so that the frame's and the pages' interleave. */
export const turns = {
  /** The top bar's filter and user menu: in view at once, but not what the owner came for. */
  topBarTools: 1,
  /** A page's parts after its first, in their own order from here. */
  page: 2,
  /** The side navigation (off screen on a phone) and the footer (below the fold): last. */
  sideNav: 20,
  footer: 21,
} as const;
