import type {ReactNode} from 'react';
import {useHydrated} from '~/ui/hooks/use-hydrated';

/**
 * `children` once React owns the page, `fallback` (the no-JavaScript version) before. Only this component
 * re-renders when the page hydrates (`useHydrated` re-renders its user synchronously then), so a parent that
 * also renders a grid of product tiles does not take the whole grid with it.
 */
export function WhenHydrated({children, fallback = null}: {children: ReactNode; fallback?: ReactNode}) {
  return <>{useHydrated() ? children : fallback}</>;
}
