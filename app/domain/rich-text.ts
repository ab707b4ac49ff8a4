/**
 * Rich-text truncation: with maxChars set, text longer than
 * maxChars is cut to maxChars − 3 characters and '...' is appended to the last
 * item kept. Works on Prismic's rich-text blocks (paragraphs, headings, list
 * items) without depending on the client: every block with a `text` counts,
 * other blocks (images, embeds) count as nothing and are kept only before the cut.
 */

export const ELLIPSIS = '...';

export interface TextSpan {
  start: number;
  end: number;
}

export interface RichTextNode {
  type: string;
  text?: string;
  spans?: readonly TextSpan[];
}

/** The characters a field shows: the text of every text block. */
export function richTextLength(field: readonly RichTextNode[] | null | undefined): number {
  return (field ?? []).reduce((sum, node) => sum + (typeof node.text === 'string' ? node.text.length : 0), 0);
}

function usableLimit(maxChars: number | null | undefined): number | null {
  return typeof maxChars === 'number' && Number.isInteger(maxChars) && maxChars > 0 ? maxChars : null;
}

/** Spans clipped to the first `length` characters; spans starting after the cut are dropped. */
function clipSpans<S extends TextSpan>(spans: readonly S[] | undefined, length: number): S[] {
  return (spans ?? []).filter((span) => span.start < length).map((span) => ({...span, end: Math.min(span.end, length)}));
}

/** Cuts a plain string by the same rule: longer than maxChars → its first maxChars − 3 characters and '...'. */
export function truncateText(text: string, maxChars?: number | null): string {
  const limit = usableLimit(maxChars);
  if (limit === null || text.length <= limit) return text;
  return `${text.slice(0, Math.max(limit - ELLIPSIS.length, 0)).trimEnd()}${ELLIPSIS}`;
}

/**
 * The field cut to `maxChars` (rule above); unchanged when maxChars is not
 * a positive integer or the text fits. Trailing spaces before the ellipsis are
 * dropped, so the result is never longer than maxChars.
 */
export function truncateRichText<T extends RichTextNode>(field: readonly T[], maxChars?: number | null): T[] {
  const limit = usableLimit(maxChars);
  if (limit === null || richTextLength(field) <= limit) return [...field];

  let remaining = Math.max(limit - ELLIPSIS.length, 0);
  const kept: T[] = [];
  for (const node of field) {
    if (typeof node.text !== 'string') {
      if (remaining > 0) kept.push(node);
      continue;
    }
    if (remaining <= 0) break;
    if (node.text.length <= remaining) {
      kept.push(node);
      remaining -= node.text.length;
      continue;
    }
    const text = node.text.slice(0, remaining).trimEnd();
    kept.push({...node, text, spans: clipSpans(node.spans, text.length)});
    remaining = 0;
  }

  // The ellipsis goes on the last text item kept (or a new paragraph when nothing fits).
  let lastText = kept.length - 1;
  while (lastText >= 0 && typeof kept[lastText].text !== 'string') lastText--;
  if (lastText === -1) return [{type: 'paragraph', text: ELLIPSIS, spans: []} as unknown as T];
  const last = kept[lastText];
  kept[lastText] = {...last, text: `${(last.text as string).trimEnd()}${ELLIPSIS}`, spans: clipSpans(last.spans, (last.text as string).trimEnd().length)};
  return kept.slice(0, lastText + 1);
}

interface SliceFields {
  primary?: Readonly<Record<string, unknown>> | null;
  items?: readonly Readonly<Record<string, unknown>>[] | null;
}

function isHeading1Field(value: unknown): boolean {
  return Array.isArray(value) && value.some((node) => (node as RichTextNode | null)?.type === 'heading1');
}

/** Whether any slice writes a level-1 heading in one of its rich-text fields (a page should have exactly one). */
export function slicesHaveHeading1(slices: readonly SliceFields[] | null | undefined): boolean {
  return (slices ?? []).some(
    (slice) =>
      Object.values(slice.primary ?? {}).some(isHeading1Field) ||
      (slice.items ?? []).some((item) => Object.values(item).some(isHeading1Field)),
  );
}
