import {Link} from '@remix-run/react';
import {useEffect, useState, type ReactNode} from 'react';
import type {Autocomplete} from '~/domain/search';
import {VIEW_ALL_MIN_PRODUCTS, searchPageHref, truncateSuggestion} from '~/domain/search-listing';
import {productUrl} from '~/domain/variant-options';
import {SEARCH_ANNOUNCE_DELAY_MS, searchResultsAnnouncement} from '~/domain/search-announcement';

/** The panel's product images are 208 wide. */
const PANEL_IMAGE_WIDTH = 208;

function withWidth(url: string, width: number): string {
  try {
    const parsed = new URL(url);
    parsed.searchParams.set('width', String(width));
    return parsed.toString();
  } catch {
    return url;
  }
}

interface SectionsProps {
  result: Autocomplete;
  query: string;
  activeId: string | undefined;
  panelId: string;
  onChoose: (href: string, text: string) => void;
}

/** The header search panel's sections (loaded by HeaderSearch when the shopper first uses the search). */
export default function PanelSections({result, query, activeId, panelId, onChoose}: SectionsProps) {
  const spoken = useSettledAnnouncement(searchResultsAnnouncement(result));
  const option = (id: string, href: string, children: ReactNode, className = '') => (
    // Keys are handled by the combobox input (aria-activedescendant), as the pattern asks.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      key={id}
      id={id}
      role="option"
      aria-selected={id === activeId}
      // The input keeps focus (the combobox pattern); choosing an option navigates.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(href, query)}
      className={`cursor-pointer rounded px-2 py-1 ${id === activeId ? 'bg-neutral-100 outline outline-2 outline-brand' : 'hover:bg-neutral-50'} ${className}`}
    >
      {children}
    </li>
  );
  return (
    <div className="grid gap-6 md:grid-cols-[1fr_2fr]">
      {/* Polite (WCAG 4.1.3). The panel is new for each query (HeaderSearch drops it while one loads), so the
          region is in place, empty, before it speaks. */}
      <p role="status" className="sr-only" data-testid="search-panel-status">
        {spoken}
      </p>
      <div>
        <PanelSection id={`${panelId}-suggestions`} title="Search Suggestions" empty="No suggestions found">
          {result.suggestions.map((text, index) => option(`${panelId}-s${index}`, searchPageHref(text), truncateSuggestion(text)))}
        </PanelSection>
        <PanelSection id={`${panelId}-blogs`} title="Other results" empty="No blog posts found" className="mt-6">
          {result.blogs.map((blog, index) => option(`${panelId}-b${index}`, `/blogs/inspiration/${blog.handle}`, blog.title))}
        </PanelSection>
      </div>
      <PanelSection
        id={`${panelId}-products`}
        title="Top Products"
        empty="No products found"
        listClassName="grid grid-cols-2 gap-3 sm:grid-cols-3"
        action={
          result.totalProducts > VIEW_ALL_MIN_PRODUCTS ? (
            <Link to={searchPageHref(query)} onClick={() => onChoose(searchPageHref(query), query)} className="text-sm underline">
              View all {result.totalProducts}
            </Link>
          ) : null
        }
      >
        {result.products.map((product, index) =>
          option(
            `${panelId}-p${index}`,
            productUrl(product.handle, product.defaultVariantId),
            <>
              {product.image ? (
                <img
                  src={withWidth(product.image.url, PANEL_IMAGE_WIDTH)}
                  alt=""
                  width={PANEL_IMAGE_WIDTH}
                  height={PANEL_IMAGE_WIDTH}
                  loading="lazy"
                  className="aspect-square w-full rounded object-cover"
                />
              ) : null}
              <span className="mt-1 block text-sm">{product.title}</span>
            </>,
          ),
        )}
      </PanelSection>
    </div>
  );
}

/** `text`, once it has stayed the same for SEARCH_ANNOUNCE_DELAY_MS; empty before. */
function useSettledAnnouncement(text: string): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

function PanelSection({
  id,
  title,
  empty,
  action,
  className = '',
  listClassName = '',
  children,
}: {
  id: string;
  title: string;
  empty: string;
  action?: ReactNode;
  className?: string;
  listClassName?: string;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mb-2 flex items-baseline justify-between">
        <h2 id={id} className="text-sm font-semibold uppercase text-neutral-500">
          {title}
        </h2>
        {action}
      </div>
      {children.length === 0 ? (
        <p className="text-sm">{empty}</p>
      ) : (
        <ul role="listbox" aria-labelledby={id} className={listClassName}>
          {children}
        </ul>
      )}
    </section>
  );
}
