import {Link, useLocation} from '@remix-run/react';
import {useEffect, useRef, useState, type MouseEvent} from 'react';
import type {SiteHeader} from '~/domain/content-types';
import {Icon} from './Icon';
import {MenuColumn} from './MenuColumn';

const PANEL_ID = 'site-menu';

/**
 * Mobile and tablet navigation: a slide-in panel with a back arrow from a
 * child menu, a banner, and a close icon. Without JavaScript the menu button
 * is a link to #site-menu and the panel opens as the :target (see app.css).
 */
export function MobileMenu({header}: {header: SiteHeader}) {
  const [open, setOpen] = useState(false);
  const [childIndex, setChildIndex] = useState(-1);
  const closeRef = useRef<HTMLAnchorElement>(null);
  const menuButtonRef = useRef<HTMLAnchorElement>(null);
  const {pathname, search} = useLocation();

  const close = () => {
    setOpen(false);
    setChildIndex(-1);
  };

  const openPanel = (event: MouseEvent) => {
    event.preventDefault();
    setOpen(true);
  };

  const closePanel = (event: MouseEvent) => {
    event.preventDefault();
    close();
    menuButtonRef.current?.focus();
  };

  useEffect(close, [pathname, search]);

  // Page scrolling is locked while the panel is open; Escape closes it.
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        menuButtonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const child = childIndex >= 0 ? header.menu[childIndex] : null;

  return (
    <div className="lg:hidden">
      <a
        ref={menuButtonRef}
        href={`#${PANEL_ID}`}
        onClick={openPanel}
        aria-controls={PANEL_ID}
        aria-expanded={open}
        className="flex h-10 w-10 items-center justify-center rounded"
      >
        <Icon name="menu" />
        <span className="sr-only">Menu</span>
      </a>
      {open ? (
        <div aria-hidden="true" className="fixed inset-0 z-40 bg-black/40" onClick={close} />
      ) : null}
      <div
        id={PANEL_ID}
        role="dialog"
        aria-modal={open ? true : undefined}
        aria-label="Menu"
        className={`fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-sm flex-col bg-white shadow-xl transition-transform duration-menu ${
          open ? 'visible translate-x-0' : 'invisible -translate-x-full'
        }`}
      >
        <div className="flex items-center justify-between border-b border-neutral-200 px-4 py-3">
          {child ? (
            <button
              type="button"
              onClick={() => setChildIndex(-1)}
              className="flex items-center gap-1 text-sm font-semibold"
            >
              <Icon name="back" className="h-5 w-5" />
              Back
            </button>
          ) : (
            <span className="text-sm font-semibold uppercase tracking-wide">Menu</span>
          )}
          {/* Without JavaScript, leaving the #site-menu target closes the panel. */}
          <a ref={closeRef} href="#main" onClick={closePanel} className="rounded p-2">
            <Icon name="close" className="h-5 w-5" />
            <span className="sr-only">Close menu</span>
          </a>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto">
          {child ? (
            <div className="px-4 py-4">
              <h2 className="mb-4 text-lg font-bold">
                {child.url ? <Link to={child.url}>{child.label}</Link> : child.label}
              </h2>
              {child.columns.map((column, index) => (
                <MenuColumn key={column.heading || index} column={column} compact />
              ))}
            </div>
          ) : (
            <ul className="divide-y divide-neutral-100">
              {header.menu.map((item, index) => (
                <li key={item.label} className="flex items-center justify-between">
                  {item.url ? (
                    <Link
                      to={item.url}
                      className="flex-1 px-4 py-4 font-semibold"
                      style={item.color ? {color: item.color} : undefined}
                    >
                      {item.label}
                    </Link>
                  ) : (
                    <span className="flex-1 px-4 py-4 font-semibold" style={item.color ? {color: item.color} : undefined}>
                      {item.label}
                    </span>
                  )}
                  {item.columns.length > 0 ? (
                    <button
                      type="button"
                      onClick={() => setChildIndex(index)}
                      className="px-4 py-4"
                    >
                      <Icon name="chevron" className="h-5 w-5" />
                      <span className="sr-only">{`Open ${item.label} menu`}</span>
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </nav>
        {header.mobileBanner?.image ? (
          <Link to={header.mobileBanner.url ?? '/'} className="block border-t border-neutral-200 p-4">
            <img
              src={header.mobileBanner.image.url}
              alt={header.mobileBanner.image.altText ?? ''}
              width={header.mobileBanner.image.width ?? undefined}
              height={header.mobileBanner.image.height ?? undefined}
              loading="lazy"
              className="h-auto w-full rounded"
            />
          </Link>
        ) : null}
      </div>
    </div>
  );
}
