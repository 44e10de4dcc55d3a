import { useLayoutEffect, useRef, useState } from 'react';

// Within this many pixels of the end the reader counts as following the tail.
const TAIL_SLACK_PX = 24;

/**
 * Keeps a scrolling element at its end while its content grows, as long as the reader is there: scrolling up stops
 * following, scrolling back down (or `follow`) resumes it. Only while `isActive` (a running deployment).
 */
export function useTailFollow<T extends HTMLElement>(content: unknown, isActive: boolean) {
  const ref = useRef<T>(null);
  const [isFollowing, setIsFollowing] = useState(true);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element && isActive && isFollowing) element.scrollTop = element.scrollHeight;
  }, [content, isActive, isFollowing]);

  const onScroll = () => {
    const element = ref.current;
    if (element) setIsFollowing(element.scrollHeight - element.scrollTop - element.clientHeight <= TAIL_SLACK_PX);
  };

  /** Jumps to the end and follows again; focus goes to the log, as the button that asked for it disappears. */
  const follow = () => {
    const element = ref.current;
    setIsFollowing(true);
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    element.focus({ preventScroll: true });
  };

  return { ref, onScroll, isFollowing, follow };
}
