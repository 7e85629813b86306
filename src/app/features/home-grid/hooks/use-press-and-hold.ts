import { useCallback, useEffect, useMemo, useRef, type PointerEvent } from 'react';

/** How long a press must last and how far it may wander, and the buzz that says it took. */
export interface HoldRule {
  readonly delayMs: number;
  readonly moveTolerancePx: number;
  readonly vibration: VibratePattern;
}

/** The spec's long press on an icon: 600 ms, cancelled past 10 px. */
export const ICON_HOLD: HoldRule = { delayMs: 600, moveTolerancePx: 10, vibration: 50 };
/** The spec's long press on the grid's empty space: 800 ms, cancelled past 15 px. */
export const EMPTY_SPACE_HOLD: HoldRule = {
  delayMs: 800,
  moveTolerancePx: 15,
  vibration: [100, 50, 100],
};

export interface PressAndHold {
  /** Starts timing a press under `rule` (primary button or finger only). */
  readonly start: (event: PointerEvent, rule: HoldRule) => void;
  /** Cancels the press once it has moved further than its rule allows. */
  readonly move: (event: PointerEvent) => void;
  readonly cancel: () => void;
  /** Whether a press is being timed (a touch long press also raises a context menu meanwhile). */
  readonly timing: () => boolean;
}

/**
 * A press held still for its rule's time calls `onHold`, with a buzz where the device has one. Any
 * pointer counts, mice included: a click is shorter than either hold.
 */
export function usePressAndHold(onHold: () => void): PressAndHold {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const origin = useRef({ x: 0, y: 0, tolerance: 0 });
  const latestOnHold = useRef(onHold);
  useEffect(() => {
    latestOnHold.current = onHold;
  });

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  return useMemo(
    () => ({
      start: (event, rule) => {
        if (!event.isPrimary || event.button !== 0) return;
        cancel();
        origin.current = { x: event.clientX, y: event.clientY, tolerance: rule.moveTolerancePx };
        timer.current = setTimeout(() => {
          timer.current = null;
          // Not every browser vibrates (desktop, iOS Safari); where it does, the buzz is a hint only.
          if (typeof navigator.vibrate === 'function') navigator.vibrate(rule.vibration);
          latestOnHold.current();
        }, rule.delayMs);
      },
      move: (event) => {
        const { x, y, tolerance } = origin.current;
        if (Math.hypot(event.clientX - x, event.clientY - y) > tolerance) cancel();
      },
      cancel,
      timing: () => timer.current !== null,
    }),
    [cancel],
  );
}
