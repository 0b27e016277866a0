import { useLayoutEffect, useState, type RefObject } from 'react';
import { breakpoints } from '../../theme/breakpoints';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

/**
 * Whether the shell is narrower than the medium breakpoint (600 px, spec §2: the side menu is
 * permanent from medium screens and a drawer below). It measures the shell's own width, so the
 * shell behaves the same in a page and in a narrower frame (a story, an embed).
 */
export function useIsCompact(ref: RefObject<HTMLElement | null>): boolean {
  const [isCompact, setCompact] = useState(
    () => typeof window !== 'undefined' && window.innerWidth < breakpoints.medium,
  );
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = (width: number) => setCompact(width < breakpoints.medium);
    update(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) update(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return isCompact;
}
