/** After the last touch, wheel turn or pointer move on the graph, it goes on drawing this long. */
export const AWAKE_AFTER_INPUT_MS = 1_000;

export interface DrawingSchedule {
  /** A touch, wheel turn or pointer move on the graph, or a new size. */
  readonly input: () => void;
  /** The layout starts moving again (new data, a refresh). */
  readonly layoutChanged: () => void;
  /** The layout has come to rest. */
  readonly layoutSettled: () => void;
  /** Covered or off screen: nothing is drawn whatever happens. */
  readonly hide: () => void;
  readonly show: () => void;
  readonly dispose: () => void;
}

/**
 * When the 3D graph draws: only while something moves, that is while its layout settles and for
 * a moment after each input, and never while hidden. A graph drawn at every frame on a screen left
 * open kept a core busy (in software rendering, most of one).
 */
export function drawingSchedule(draw: {
  readonly start: () => void;
  readonly stop: () => void;
}): DrawingSchedule {
  let hidden = false;
  let settled = false;
  let sleep: ReturnType<typeof setTimeout> | undefined;
  const wake = () => {
    clearTimeout(sleep);
    if (hidden) return;
    draw.start();
    if (settled) sleep = setTimeout(draw.stop, AWAKE_AFTER_INPUT_MS);
  };
  return {
    input: wake,
    layoutChanged: () => {
      settled = false;
      wake();
    },
    layoutSettled: () => {
      settled = true;
      wake();
    },
    hide: () => {
      hidden = true;
      clearTimeout(sleep);
      draw.stop();
    },
    show: () => {
      hidden = false;
      wake();
    },
    dispose: () => clearTimeout(sleep),
  };
}
