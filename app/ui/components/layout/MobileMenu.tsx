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
 *
 * With JavaScript it is a modal <dialog> (WCAG 2.4.3, 2.4.11): showModal() makes the rest of the page inert, so Tab
 * and Shift+Tab stay in the panel and nothing behind it is read out; Escape closes it and focus returns to the menu
 * button. Locking the page's scroll and the slide (not with prefers-reduced-motion) are CSS (app.css).
 */
export function MobileMenu({header}: {header: SiteHeader}) {
  const [childIndex, setChildIndex] = useState(-1);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const menuButtonRef = useRef<HTMLAnchorElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  // The child menu shown before this render: Back returns focus to the button that opened it.
  const shownChild = useRef(-1);
  const {pathname, search} = useLocation();

  const close = (event?: MouseEvent) => {
    event?.preventDefault();
    dialogRef.current?.close();
  };

  useEffect(close, [pathname, search]);

  // Opening a child menu or going Back replaces the list, and the pressed button with it: focus goes to Back, or
  // back to the "Open … menu" button it came from, instead of falling out of the panel (WCAG 2.4.3).
  useEffect(() => {
    if (childIndex >= 0) backRef.current?.focus();
    else dialogRef.current?.querySelector<HTMLElement>(`[data-child-menu="${shownChild.current}"]`)?.focus();
    shownChild.current = childIndex;
  }, [childIndex]);

  const child = childIndex >= 0 ? header.menu[childIndex] : null;

  return (
    <div className="lg:hidden">
      <a
        ref={menuButtonRef}
        href={`#${PANEL_ID}`}
        onClick={(event) => {
          event.preventDefault();
          dialogRef.current?.showModal();
        }}
        aria-controls={PANEL_ID}
        aria-haspopup="dialog"
        className="flex h-10 w-10 items-center justify-center rounded"
      >
        <Icon name="menu" />
        <span className="sr-only">Menu</span>
      </a>
      {/* A click on the backdrop is a click on the dialog itself (its content fills its box). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        id={PANEL_ID}
        aria-label="Menu"
        onClick={(event) => event.target === event.currentTarget && close()}
        onClose={() => {
          setChildIndex(-1);
          menuButtonRef.current?.focus();
        }}
        className="fixed inset-y-0 left-0 z-50 m-0 h-auto max-h-none w-[85vw] max-w-sm flex-col bg-white shadow-xl backdrop:bg-black/40 open:flex"
      >
        <div className="flex items-center justify-between border-b border-neutral-200 px-4 py-3">
          {child ? (
            <button
              ref={backRef}
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
          <a href="#main" onClick={close} className="rounded p-2">
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
                  {/* Without JavaScript no child menu opens: the button shows once hydrated (needs-js, app.css). */}
                  {item.columns.length > 0 ? (
                    <button
                      type="button"
                      data-child-menu={index}
                      onClick={() => setChildIndex(index)}
                      className="needs-js px-4 py-4"
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
      </dialog>
    </div>
  );
}
