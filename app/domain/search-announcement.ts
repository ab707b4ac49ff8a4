/**
 * The header search panel says how many results it has once they have been on screen this long unchanged: typing
 * on replaces them before then, so a screen reader is not talked over at every keystroke. Here, not in
 * ~/config/ui, which is in the shell every page loads: this travels with the on-demand panel.
 */
export const SEARCH_ANNOUNCE_DELAY_MS = 700;

/**
 * What the header search panel says once its results have settled (a polite status, WCAG 4.1.3): how many
 * products match ('21 products'), or, with none, the suggestions and posts there are, or that nothing matched.
 */
export function searchResultsAnnouncement(result: {
  query: string;
  totalProducts: number;
  suggestions: readonly unknown[];
  blogs: readonly unknown[];
}): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (result.totalProducts > 0) return count(result.totalProducts, 'product', 'products');
  const others = [
    result.suggestions.length > 0 ? count(result.suggestions.length, 'suggestion', 'suggestions') : '',
    result.blogs.length > 0 ? count(result.blogs.length, 'blog post', 'blog posts') : '',
  ].filter(Boolean);
  if (others.length > 0) return `No products for “${result.query}”, ${others.join(', ')}`;
  return `No results for “${result.query}”`;
}
