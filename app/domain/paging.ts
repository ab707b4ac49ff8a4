/**
 * A page past the last one does not exist (a 404, not an empty page to index); page 1 always does, since an
 * empty blog or listing shows it empty. Shared by the blog's pages and the product listings.
 */
export function isPastTheEnd(page: number, totalPages: number): boolean {
  return page > 1 && page > totalPages;
}
