import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useStaggeredReveal } from './use-staggered-reveal';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useStaggeredReveal', () => {
  it('reveals one part a frame, then stops asking for frames', () => {
    const { result } = renderHook(() => useStaggeredReveal(3));
    expect(result.current).toBe(0);
    for (const expected of [1, 2, 3, 3]) {
      act(() => vi.advanceTimersToNextFrame());
      expect(result.current).toBe(expected);
    }
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no frame asked for once unmounted', () => {
    const { unmount } = renderHook(() => useStaggeredReveal(3));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
