import {useEffect, useLayoutEffect, useRef, useState} from 'react';
import type {InformationBanner as InformationBannerData} from '~/domain/content-types';
import {useHydrated} from '~/ui/hooks/use-hydrated';
import {Icon} from './Icon';

const DISMISSED_KEY = 'informationBannerDismissed';
// useLayoutEffect warns on the server; the height only matters in the browser.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The top information banner: rotating slides at the content's interval,
 * closable for the rest of the session, and it reports its height to the
 * layout through the `--top-banner-height` CSS variable.
 *
 * Rotation (WCAG 2.2.2) has a pause button, skips its turns while the pointer or focus is on the banner (unless
 * Play was pressed), and starts paused when the shopper prefers reduced motion (Play rotates it). The slide is not
 * a live region: a screen reader is not interrupted at every turn, and reads the current slide when it gets there.
 */
export function InformationBanner({banner}: {banner: InformationBannerData}) {
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  // null: rotating, held by hover and focus; true: paused; false: Play pressed, so rotating regardless.
  const [paused, setPaused] = useState<boolean | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const {slides, intervalMs} = banner;

  useEffect(() => {
    if (window.sessionStorage.getItem(DISMISSED_KEY) === '1') setDismissed(true);
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) setPaused(true);
  }, []);

  useEffect(() => {
    if (slides.length < 2 || dismissed || paused) return;
    // The banner is rendered while this runs (it is not dismissed), so the ref is set.
    const timer = setInterval(() => {
      if (paused === false || !ref.current!.matches(':hover,:focus-within')) setIndex((current) => (current + 1) % slides.length);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [slides.length, intervalMs, dismissed, paused]);

  useBrowserLayoutEffect(() => {
    const root = document.documentElement;
    const element = ref.current;
    if (!element || dismissed) {
      root.style.setProperty('--top-banner-height', '0px');
      return;
    }
    const report = () => root.style.setProperty('--top-banner-height', `${element.offsetHeight}px`);
    report();
    const observer = new ResizeObserver(report);
    observer.observe(element);
    return () => observer.disconnect();
  }, [dismissed]);

  if (dismissed || slides.length === 0) return null;

  const close = () => {
    window.sessionStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };

  return (
    <div
      ref={ref}
      role="region"
      aria-label="Announcements"
      className="relative px-10 py-2 text-center text-sm"
      style={{
        backgroundColor: banner.colour ?? '#1F2A44',
        color: banner.textColour ?? '#FFFFFF',
        fontSize: banner.fontSize ?? undefined,
      }}
    >
      <p>{slides[index]}</p>
      {hydrated && slides.length > 1 ? (
        // Pause (WCAG 2.2.2): one name, `aria-pressed` says it is paused; the glyph is what a press does next.
        // Text glyphs, not an icon, and no shared component: this is in the shell every page loads.
        <button
          type="button"
          aria-label="Pause announcements"
          aria-pressed={!!paused}
          onClick={() => setPaused(!paused)}
          className="absolute left-2 top-1/2 -translate-y-1/2 rounded p-1"
        >
          {paused ? '\u25B6\uFE0E' : '\u275A\u275A'}
        </button>
      ) : null}
      {hydrated ? (
        <button
          type="button"
          onClick={close}
          className="absolute right-2 top-1/2 -translate-y-1/2 rounded p-1"
        >
          <Icon name="close" className="h-4 w-4" />
          <span className="sr-only">Close announcements</span>
        </button>
      ) : null}
    </div>
  );
}
