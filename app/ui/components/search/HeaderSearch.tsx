import {Form, useFetcher, useLocation, useNavigate} from '@remix-run/react';
import {useEffect, useId, useRef, useState, type KeyboardEvent} from 'react';
import type {Autocomplete} from '~/domain/search';
import {MAX_QUERY_LENGTH, SEARCH_DEBOUNCE_MS, searchPageHref, shouldSubmitSearch} from '~/domain/search-listing';
import {productUrl} from '~/domain/variant-options';
import {useSearchTracking} from '~/ui/analytics/events';
import type {AutocompleteData} from '~/features/listing/api-data';
import {useOnDemandComponent} from '~/ui/hooks/use-on-demand-component';
import {useHydrated} from '~/ui/hooks/use-hydrated';

// The panel only shows after typing, so its sections load then (from focus on), not with every page.

interface PanelOption {
  id: string;
  href: string;
}

/**
 * The header search. Without JavaScript it
 * is a GET form to /products/search with a plain search field. With it, typing (300 ms debounce) opens a
 * panel of suggestions, top products and blog posts: an ARIA combobox, arrow
 * keys move through the results, Enter opens one, Escape closes. The field claims to be a combobox only once
 * hydrated: before that it has no panel to expand.
 */
export function HeaderSearch() {
  const fetcher = useFetcher<AutocompleteData>();
  const navigate = useNavigate();
  const {pathname, search} = useLocation();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [pendingSubmit, setPendingSubmit] = useState<string | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout>>();
  const field = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const trackSearch = useSearchTracking();
  const hydrated = useHydrated();
  // Rendered only once loaded (no Suspense): a navigation is never held up waiting for it.
  const [PanelSections, loadPanel] = useOnDemandComponent(() => import('./HeaderSearchPanel'));

  const answered = fetcher.data?.autocomplete ?? null;
  const result: Autocomplete | null = answered && answered.query === query.trim() ? answered : null;

  const load = (text: string) => fetcher.load(`/api/search/autocomplete?q=${encodeURIComponent(text)}`);

  // A chosen result, or any navigation, closes the panel.
  useEffect(() => {
    setOpen(false);
    setActive(-1);
  }, [pathname, search]);
  useEffect(() => () => clearTimeout(debounce.current), []);

  const go = (href: string, text: string) => {
    // The results page reports its own search; anywhere else, the search that led there is reported here.
    if (!href.startsWith('/products/search')) trackSearch(text);
    setOpen(false);
    navigate(href);
  };

  // Submit waits for the answer for this exact query; it navigates only to a redirect or when products were found.
  useEffect(() => {
    if (pendingSubmit === null || !result || result.query !== pendingSubmit) return;
    setPendingSubmit(null);
    if (!shouldSubmitSearch(pendingSubmit, result)) {
      setOpen(true);
      return;
    }
    go(result.redirect ?? searchPageHref(pendingSubmit), pendingSubmit);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the awaited answer arrives
  }, [result, pendingSubmit]);

  const onChange = (value: string) => {
    loadPanel();
    setQuery(value);
    setActive(-1);
    clearTimeout(debounce.current);
    const text = value.trim();
    if (text === '') {
      setOpen(false);
      return;
    }
    setOpen(true);
    debounce.current = setTimeout(() => load(text), SEARCH_DEBOUNCE_MS);
  };

  // Text typed before the page hydrated is only in the field: hydration keeps it, but the first re-render of a
  // controlled field would empty it. Take it over as the query, and search it if the shopper is still typing there.
  useEffect(() => {
    const input = field.current;
    if (!input || input.value === '') return;
    if (document.activeElement === input) onChange(input.value);
    else setQuery(input.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);

  const options: PanelOption[] = result
    ? [
        ...result.suggestions.map((text, index) => ({id: `${panelId}-s${index}`, href: searchPageHref(text)})),
        ...result.products.map((product, index) => ({
          id: `${panelId}-p${index}`,
          href: productUrl(product.handle, product.defaultVariantId),
        })),
        ...result.blogs.map((blog, index) => ({id: `${panelId}-b${index}`, href: `/blogs/inspiration/${blog.handle}`})),
      ]
    : [];
  const showPanel = open && query.trim() !== '' && result !== null;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((current) => (current <= 0 ? options.length - 1 : current - 1));
    } else if (event.key === 'Enter' && showPanel && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active].href, query.trim());
    }
  };

  return (
    // The panel's links ("View all") are reached with Tab, so the panel closes only when focus leaves the whole
    // search (box and panel), or on Escape from either, which brings focus back to the box. The wrapper only hears
    // what bubbles up from the box and the panel's links: it is no control of its own.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="relative w-full max-w-md md:static"
      data-testid="header-search"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Focus first: the box's onFocus reopens the panel, and the close below, batched after it, wins.
        field.current?.focus();
        setOpen(false);
        setActive(-1);
      }}
    >
      <Form
        method="get"
        action="/products/search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          // The field itself, not the state: text typed before the page hydrated is only in the DOM.
          const typed = new FormData(event.currentTarget).get('query');
          const text = (typeof typed === 'string' ? typed : query).trim();
          if (text === '') return;
          if (text !== query.trim()) setQuery(text);
          clearTimeout(debounce.current);
          setPendingSubmit(text);
          if (result?.query !== text) load(text);
        }}
      >
        <label htmlFor={`${panelId}-input`} className="sr-only">
          Search
        </label>
        <input
          ref={field}
          id={`${panelId}-input`}
          type="search"
          name="query"
          value={query}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          placeholder="Search"
          {...(hydrated && {
            role: 'combobox',
            'aria-expanded': showPanel,
            'aria-controls': `${panelId}-panel`,
            'aria-autocomplete': 'list',
            'aria-activedescendant': showPanel && active >= 0 ? options[active]?.id : undefined,
          })}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onFocus={() => {
            loadPanel();
            if (query.trim() !== '') setOpen(true);
          }}
          className="w-full rounded-full border border-neutral-300 px-4 py-2 text-sm"
        />
        {/* No submit button: it was an invisible tab stop (WCAG 2.4.7), and a form with one text field submits on
            Enter anyway, with or without JavaScript (implicit submission). */}
      </Form>
      {/* From md up the panel is wider than the box: it hangs from the header row's right edge (the row is its
          containing block), below the header, and is never wider than the row. */}
      <div
        id={`${panelId}-panel`}
        hidden={!showPanel}
        className="absolute left-0 right-0 top-full z-40 mt-2 max-h-[80vh] overflow-y-auto rounded border border-neutral-200 bg-white p-4 shadow-lg md:left-auto md:w-[min(40rem,100%)]"
        data-testid="search-panel"
      >
        {result && PanelSections ? (
          <PanelSections result={result} query={query.trim()} activeId={options[active]?.id} panelId={panelId} onChoose={go} />
        ) : null}
      </div>
    </div>
  );
}
