import { useCallback, useLayoutEffect, useRef, useState } from 'react';

const NEAR_BOTTOM_PX = 48;

/**
 * Keeps a scrolling list at its end while new text arrives, unless the user scrolled up to read;
 * `atBottom` decides whether the scroll-to-bottom button shows.
 */
export function useStickToBottom<T extends HTMLElement>(content: unknown) {
  const element = useRef<T | null>(null);
  const stuck = useRef(true);
  const [atBottom, setAtBottom] = useState(true);

  const onScroll = useCallback(() => {
    const el = element.current;
    if (!el) return;
    const near = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    stuck.current = near;
    setAtBottom(near);
  }, []);

  useLayoutEffect(() => {
    const el = element.current;
    if (el && stuck.current) el.scrollTop = el.scrollHeight;
  }, [content]);

  const scrollToBottom = useCallback(() => {
    const el = element.current;
    if (!el) return;
    stuck.current = true;
    el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
    setAtBottom(true);
  }, []);

  return { ref: element, onScroll, atBottom, scrollToBottom };
}
