import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { InfoTooltip } from './info-tooltip';

afterEach(() => vi.restoreAllMocks());

function renderTip() {
  render(
    <>
      <InfoTooltip label="How the figure is made" width={280}>
        <button type="button">About</button>
      </InfoTooltip>
      <button type="button">Elsewhere</button>
    </>,
  );
  return screen.getByRole('button', { name: 'About' });
}

describe('InfoTooltip', () => {
  it('opens on hover and closes on leaving, and Escape closes it', () => {
    const trigger = renderTip();
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(trigger);
    expect(screen.getByRole('tooltip').textContent).toBe('How the figure is made');
    fireEvent.pointerLeave(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(trigger);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens on keyboard focus and closes when the focus leaves', () => {
    const trigger = renderTip();
    act(() => trigger.focus());
    expect(screen.getByRole('tooltip')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens on a tap, stays when the finger lifts, and closes on a tap elsewhere', () => {
    const trigger = renderTip();
    fireEvent.click(trigger);
    fireEvent.pointerLeave(trigger, { pointerType: 'touch' });
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('stands above its trigger within the window, or below it when there is no room above', () => {
    const rect = (x: number, y: number, width: number, height: number) =>
      DOMRect.fromRect({ x, y, width, height });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.getAttribute('role') === 'tooltip') return rect(0, 0, 280, 60);
      // A trigger at the window's right edge, 200 px down.
      return rect(window.innerWidth - 20, 200, 16, 16);
    });
    const trigger = renderTip();
    fireEvent.pointerEnter(trigger);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.style.transform).toBe(`translate(${window.innerWidth - 280 - 8}px, ${200 - 8 - 60}px)`);
    expect(tooltip.style.visibility).toBe('visible');
    fireEvent.pointerLeave(trigger);

    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.getAttribute('role') === 'tooltip') return rect(0, 0, 280, 60);
      return rect(400, 20, 16, 16);
    });
    fireEvent.pointerEnter(trigger);
    expect(screen.getByRole('tooltip').style.transform).toBe(`translate(${400 + 8 - 140}px, ${36 + 8}px)`);
  });
});
