import { useCallback, useEffect, useRef, useState } from 'react';
import { scrollBehavior } from '../../../ui/reduced-motion.ts';

const NEAR_BOTTOM_PX = 48;

/**
 * Keeps a scrolling list at its end while new text arrives (each time `subscribe` reports a
 * change), unless the user scrolled up to read; `atBottom` (following the end) decides whether
 * the scroll-to-bottom button shows. The list scrolls in the next animation frame, when the browser lays the page out
 * anyway: measuring it right after each streamed chunk would lay it out once more per chunk.
 */
export function useStickToBottom<T extends HTMLElement>(
  subscribe: (onChange: () => void) => () => void,
) {
  const element = useRef<T | null>(null);
  const stuck = useRef(true);
  const [atBottom, setAtBottom] = useState(true);

  const lastTop = useRef(0);
  const onScroll = useCallback(() => {
    const el = element.current;
    if (!el) return;
    const near = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    // Only the reader scrolling up lets go: a smooth scroll down to the end passes through
    // positions far from it while the text below still grows.
    if (near) stuck.current = true;
    else if (el.scrollTop < lastTop.current) stuck.current = false;
    lastTop.current = el.scrollTop;
    setAtBottom(stuck.current);
  }, []);

  useEffect(() => {
    let frame: number | null = null;
    const follow = () => {
      frame ??= requestAnimationFrame(() => {
        frame = null;
        const el = element.current;
        if (el && stuck.current) el.scrollTop = el.scrollHeight;
      });
    };
    follow();
    const unsubscribe = subscribe(follow);
    return () => {
      unsubscribe();
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [subscribe]);

  const scrollToBottom = useCallback(() => {
    const el = element.current;
    if (!el) return;
    stuck.current = true;
    el.scrollTo({ top: el.scrollHeight, behavior: scrollBehavior() });
    setAtBottom(true);
  }, []);

  return { ref: element, onScroll, atBottom, scrollToBottom };
}
