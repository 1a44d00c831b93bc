import { useEffect, useRef, type RefObject } from 'react';

/** Spec 01 §4 and §9: debounced 100 ms; 20 characters; 200 px. */
export const AUTO_SCROLL_DEBOUNCE_MS = 100;
export const AUTO_SCROLL_MIN_CHARS = 20;
export const AUTO_SCROLL_NEAR_BOTTOM_PX = 200;

/**
 * Whether to follow the answer down: when more than 20 new characters arrived since the last
 * scroll, or when the view is already within 200 px of the bottom.
 */
export function shouldAutoScroll(newChars: number, distanceFromBottom: number): boolean {
  return newChars > AUTO_SCROLL_MIN_CHARS || distanceFromBottom <= AUTO_SCROLL_NEAR_BOTTOM_PX;
}

/** Keeps the message list at the bottom while messages arrive and answers grow. */
export function useAutoScroll(
  containerRef: RefObject<HTMLElement | null>,
  messageCount: number,
  textLength: number,
): void {
  const scrolledAt = useRef({ count: 0, length: 0 });
  useEffect(() => {
    const timer = setTimeout(() => {
      const element = containerRef.current;
      if (!element) return;
      const last = scrolledAt.current;
      const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
      const newMessage = messageCount !== last.count;
      if (newMessage || shouldAutoScroll(textLength - last.length, distance)) {
        element.scrollTo?.({ top: element.scrollHeight });
        scrolledAt.current = { count: messageCount, length: textLength };
      }
    }, AUTO_SCROLL_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [containerRef, messageCount, textLength]);
}
