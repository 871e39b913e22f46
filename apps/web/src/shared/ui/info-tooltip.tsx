import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconInfoCircle } from '@tabler/icons-react';
import classes from './info-tooltip.module.css';

/** The gap between the trigger and the tooltip, and the least room kept to the window's edges. */
const GAP = 8;

/** Puts the tooltip above its trigger, or below it when there is no room above, within the window. */
function place(anchor: HTMLElement | null, element: HTMLElement | null) {
  if (!anchor || !element) return;
  const trigger = anchor.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  const above = trigger.top - GAP - box.height;
  const top = above >= GAP ? above : trigger.bottom + GAP;
  const centred = trigger.left + trigger.width / 2 - box.width / 2;
  const left = Math.max(GAP, Math.min(centred, window.innerWidth - box.width - GAP));
  element.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
  element.style.visibility = 'visible';
}

/**
 * A short explanation shown beside its trigger on hover, keyboard focus or a tap, and hidden by
 * Escape, a tap elsewhere or leaving; it follows its trigger as the page scrolls. Mantine's Tooltip does the same with a floating
 * engine and a transition that every (i) of a page paid for at its first render (decision 0069):
 * this one costs a span until it opens, then places itself once, above the trigger or below it
 * when there is no room, and within the window.
 */
export function InfoTooltip({
  label,
  width,
  children,
}: {
  label: string;
  width: number;
  children: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const id = useId();

  // Focus moves in and out of the trigger inside: focusin and focusout bubble, in React and Preact.
  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    const open = () => setIsOpen(true);
    const close = () => setIsOpen(false);
    element.addEventListener('focusin', open);
    element.addEventListener('focusout', close);
    return () => {
      element.removeEventListener('focusin', open);
      element.removeEventListener('focusout', close);
    };
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    const close = () => setIsOpen(false);
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const closeOnTapElsewhere = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) close();
    };
    // Focusing a trigger out of view scrolls the page: the tooltip follows rather than closes.
    const follow = () => place(anchor.current, bubble.current);
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnTapElsewhere);
    window.addEventListener('scroll', follow, { passive: true });
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnTapElsewhere);
      window.removeEventListener('scroll', follow);
    };
  }, [isOpen]);

  useLayoutEffect(() => {
    if (isOpen) place(anchor.current, bubble.current);
  }, [isOpen]);

  return (
    <span
      ref={anchor}
      className={classes.anchor}
      // A mouse opens it by hovering; a finger's tap is a click (a touch's pointerleave comes with
      // the lifted finger, and would close it at once).
      onPointerEnter={(event) => event.pointerType !== 'touch' && setIsOpen(true)}
      onPointerLeave={(event) => event.pointerType !== 'touch' && setIsOpen(false)}
      onClick={() => setIsOpen(true)}
    >
      {children}
      {isOpen &&
        createPortal(
          <div ref={bubble} id={id} role="tooltip" className={classes.tooltip} style={{ width }}>
            {label}
          </div>,
          document.body,
        )}
    </span>
  );
}

/**
 * An (i) that names what it explains and takes the keyboard's focus, for InfoTooltip's trigger. The
 * focusable element is an HTML span: Preact's build writes an SVG's `tabIndex` as a `tabIndex`
 * attribute, which no browser reads, so a focusable SVG was not one.
 */
export function InfoIcon({ label, size, className }: { label: string; size: number; className?: string }) {
  return (
    <span role="img" aria-label={label} tabIndex={0} className={`${classes.icon} ${className ?? ''}`}>
      <IconInfoCircle size={size} aria-hidden />
    </span>
  );
}
