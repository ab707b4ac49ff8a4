import {Form} from '@remix-run/react';

/** The results page's own search box: a plain GET form to /products/search. */
export function SearchForm({query}: {query: string}) {
  return (
    <Form method="get" action="/products/search" role="search" className="mt-6 flex max-w-xl gap-2">
      <label htmlFor="search-page-query" className="sr-only">
        Search products
      </label>
      <input
        id="search-page-query"
        type="search"
        name="query"
        defaultValue={query}
        key={query}
        maxLength={200}
        placeholder="Search mattresses, beds and furniture"
        className="flex-1 rounded border border-neutral-300 px-3 py-2"
      />
      <button type="submit" className="btn-primary">
        Search
      </button>
    </Form>
  );
}
