import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { breakpoints } from '../../theme/breakpoints';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

/**
 * Whether the shell is narrower than the medium breakpoint (600 px, spec §2: the side menu is
 * permanent from medium screens and a drawer below). It measures the shell's own width, so the
 * shell behaves the same in a page and in a narrower frame (a story, an embed).
 *
 * The first guess is the window's width; a ResizeObserver then reports the shell's own width
 * after the browser's layout and before its paint, and a change is rendered at once
 * (`flushSync`), so the wrong layout never paints. The width is not read in the layout effect:
 * `getBoundingClientRect` there forced a layout of the whole page at every commit that showed the
 * shell (docs/performance.md "Lighthouse").
 */
export function useIsCompact(ref: RefObject<HTMLElement | null>): boolean {
  const [isCompact, setCompact] = useState(
    () => typeof window !== 'undefined' && window.innerWidth < breakpoints.medium,
  );
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = (width: number) => setCompact(width < breakpoints.medium);
    if (typeof ResizeObserver === 'undefined') {
      update(element.getBoundingClientRect().width);
      return;
    }
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) flushSync(() => update(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return isCompact;
}
