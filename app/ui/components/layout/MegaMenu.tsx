import {Link} from '@remix-run/react';
import {useEffect, useRef, useState} from 'react';
import type {MenuItem} from '~/domain/content-types';
import {UI_TIMINGS} from '~/config/ui';
import {Icon} from './Icon';
import {MenuColumn} from './MenuColumn';
import {useHoverMenu} from './useHoverMenu';
import {usePrefetch} from '~/ui/hooks/use-prefetch';

/**
 * Desktop navigation. Without JavaScript every top-level entry is a plain
 * link and there is no disclosure button (it would be a tab stop that does
 * nothing); with it, hovering (or the disclosure button, by keyboard) opens the
 * entry's second-level panel. An open panel closes on Escape, when focus
 * leaves the entry and its panel, on a click outside, and when one of its
 * links is followed (at once, not when the next page has loaded: WCAG 1.4.13).
 *
 * A panel's links are rendered when it first opens, not with the page: no
 * one can reach a closed panel, and its links were a third of the markup
 * every page's server render produced. Crawlers still find every collection,
 * product and content page through the sitemap.
 */
export function MegaMenu({items}: {items: MenuItem[]}) {
  // Skipped on 2g or with data saver on: a slow connection is not spent on pages the shopper may not open.
  const prefetch = usePrefetch();
  const menu = useHoverMenu({
    openDelayMs: UI_TIMINGS.menuOpenDelayMs,
    closeDelayMs: UI_TIMINGS.menuCloseDelayMs,
  });
  const navRef = useRef<HTMLElement>(null);
  // Panels opened at least once stay rendered (hidden when closed), so reopening one is instant.
  const [renderedPanels, setRenderedPanels] = useState<ReadonlySet<number>>(() => new Set());
  useEffect(() => {
    const index = menu.activeIndex;
    if (index !== -1) setRenderedPanels((panels) => (panels.has(index) ? panels : new Set(panels).add(index)));
  }, [menu.activeIndex]);

  // While a panel is open: Escape closes it, and returns focus to its button when focus was in the menu (a panel
  // opened by hover closes without taking focus from where it is); a click outside closes it.
  useEffect(() => {
    if (menu.activeIndex === -1) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const nav = navRef.current;
      if (nav?.contains(document.activeElement)) {
        nav.querySelector<HTMLButtonElement>(`[data-menu-button="${menu.activeIndex}"]`)?.focus();
      }
      menu.close();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) menu.close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menu]);

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className="hidden lg:block"
      onPointerLeave={menu.pointerLeave}
    >
      <ul className="flex items-center gap-1">
        {items.map((item, index) => {
          const hasPanel = item.columns.length > 0;
          const expanded = menu.activeIndex === index;
          const panelId = `mega-menu-panel-${index}`;
          return (
            <li
              key={item.label}
              className="flex items-center"
              onPointerEnter={() => menu.pointerEnterItem(index)}
              // Focus moving on from an entry (its link, button and panel), by Tab or a click, closes its panel.
              onBlur={(event) => {
                if (expanded && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) menu.close();
              }}
            >
              {item.url ? (
                <Link
                  to={item.url}
                  prefetch={prefetch}
                  className="px-2 py-5 text-xs font-semibold uppercase xl:px-3 xl:text-sm xl:tracking-wide hover:underline"
                  style={item.color ? {color: item.color} : undefined}
                >
                  {item.label}
                </Link>
              ) : (
                <span
                  className="px-2 py-5 text-xs font-semibold uppercase xl:px-3 xl:text-sm xl:tracking-wide"
                  style={item.color ? {color: item.color} : undefined}
                >
                  {item.label}
                </span>
              )}
              {/* Shown once hydrated (needs-js, app.css): without JavaScript, a tab stop that does nothing. */}
              {hasPanel ? (
                <button
                  type="button"
                  data-menu-button={index}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => (expanded ? menu.close() : menu.open(index))}
                  className="needs-js -ml-2 rounded p-1 text-neutral-500 hover:text-neutral-900"
                >
                  <Icon name="down" className="h-4 w-4" />
                  <span className="sr-only">{`Show ${item.label} menu`}</span>
                </button>
              ) : null}
              {hasPanel ? (
                // Hears the clicks (and Enter) of its links, to close as one is followed: no control of its own.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
                <div
                  id={panelId}
                  hidden={!expanded}
                  onPointerEnter={menu.pointerEnterPanel}
                  onClick={(event) => (event.target as Element).closest('a') && menu.close()}
                  className="absolute inset-x-0 top-full z-40 border-t border-neutral-200 bg-white shadow-lg"
                >
                  {expanded || renderedPanels.has(index) ? (
                    <div className="container-page grid grid-cols-4 gap-8 py-8">
                      {item.columns.map((column, columnIndex) => (
                        <MenuColumn key={column.heading || columnIndex} column={column} compact={false} />
                      ))}
                    </div>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
