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
 */
export function InformationBanner({banner}: {banner: InformationBannerData}) {
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const {slides, intervalMs} = banner;

  useEffect(() => {
    if (window.sessionStorage.getItem(DISMISSED_KEY) === '1') setDismissed(true);
  }, []);

  useEffect(() => {
    if (slides.length < 2 || dismissed) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % slides.length), intervalMs);
    return () => clearInterval(timer);
  }, [slides.length, intervalMs, dismissed]);

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
      data-testid="information-banner"
      className="relative px-10 py-2 text-center text-sm"
      style={{
        backgroundColor: banner.colour ?? '#1F2A44',
        color: banner.textColour ?? '#FFFFFF',
        fontSize: banner.fontSize ?? undefined,
      }}
    >
      <p aria-live="polite">{slides[index]}</p>
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
