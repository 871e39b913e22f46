import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { RevealInTurn } from './reveal-in-turn';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const shown = () => screen.queryAllByTestId('part').map((part) => part.textContent);

describe('RevealInTurn', () => {
  it('shows one part a frame, the lowest turn first and a tie in mount order, then asks for no frame', () => {
    render(
      <>
        <RevealInTurn turn={3}>
          <p data-testid="part">late</p>
        </RevealInTurn>
        <RevealInTurn turn={1}>
          <p data-testid="part">first</p>
        </RevealInTurn>
        <RevealInTurn turn={3}>
          <p data-testid="part">last</p>
        </RevealInTurn>
      </>,
    );
    expect(shown()).toEqual([]);
    const seen: string[][] = [];
    for (let frame = 0; frame < 3; frame++) {
      act(() => vi.advanceTimersToNextFrame());
      seen.push(shown().map(String));
    }
    expect(seen).toEqual([['first'], ['late', 'first'], ['late', 'first', 'last']]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("leaves no frame asked for once its parts are gone; a part mounted later comes, in its fallback's place", () => {
    const { unmount } = render(
      <RevealInTurn turn={1}>
        <p data-testid="part">gone</p>
      </RevealInTurn>,
    );
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    render(
      <RevealInTurn turn={1} fallback={<p data-testid="part">its place</p>}>
        <p data-testid="part">next</p>
      </RevealInTurn>,
    );
    expect(shown()).toEqual(['its place']);
    act(() => vi.advanceTimersToNextFrame());
    expect(shown()).toEqual(['next']);
  });
});
