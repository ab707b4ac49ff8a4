import {useCallback, useEffect, useRef, useState} from 'react';
import {useLocation} from '@remix-run/react';

/**
 * The desktop mega menu's timing: opens 300 ms after hovering a top-level
 * link; closes on route change or 500 ms after the pointer leaves.
 * `activeIndex` is -1 when no menu is open.
 */
export function useHoverMenu({openDelayMs, closeDelayMs}: {openDelayMs: number; closeDelayMs: number}) {
  const [activeIndex, setActiveIndex] = useState(-1);
  const openTimer = useRef<ReturnType<typeof setTimeout>>();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>();
  const {pathname, search} = useLocation();

  const clearTimers = useCallback(() => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  }, []);

  const close = useCallback(() => {
    clearTimers();
    setActiveIndex(-1);
  }, [clearTimers]);

  const open = useCallback(
    (index: number) => {
      clearTimers();
      setActiveIndex(index);
    },
    [clearTimers],
  );

  const pointerEnterItem = useCallback(
    (index: number) => {
      clearTimers();
      // Moving along the bar while a menu is open switches at once; the first open waits.
      if (activeIndex !== -1) setActiveIndex(index);
      else openTimer.current = setTimeout(() => setActiveIndex(index), openDelayMs);
    },
    [activeIndex, clearTimers, openDelayMs],
  );

  const pointerLeave = useCallback(() => {
    clearTimeout(openTimer.current);
    closeTimer.current = setTimeout(() => setActiveIndex(-1), closeDelayMs);
  }, [closeDelayMs]);

  const pointerEnterPanel = useCallback(() => clearTimeout(closeTimer.current), []);

  useEffect(() => close(), [pathname, search, close]);
  useEffect(() => clearTimers, [clearTimers]);

  return {activeIndex, open, close, pointerEnterItem, pointerLeave, pointerEnterPanel};
}
