/**
 * Shopify's `encodedVariantExistence` / `encodedVariantAvailability` format
 * ("v1_"): a trie of option-value indexes, which hydrogen-react's
 * `decodeEncodedVariant` and `getProductOptions` read. `0:0-1,1:0,` means
 * option values [0,0], [0,1] and [1,0] exist.
 */

interface TrieNode {
  children: Map<number, TrieNode>;
}

function insert(root: TrieNode, path: number[]): void {
  let node = root;
  for (const index of path) {
    let child = node.children.get(index);
    if (!child) {
      child = {children: new Map()};
      node.children.set(index, child);
    }
    node = child;
  }
}

/** `[0,1,2,4]` → `0-2 4`: runs become ranges, gaps become spaces. */
function encodeLeafIndexes(indexes: number[]): string {
  const parts: string[] = [];
  let runStart = indexes[0];
  for (let position = 1; position <= indexes.length; position++) {
    const previous = indexes[position - 1];
    if (indexes[position] !== previous + 1) {
      parts.push(runStart === previous ? String(previous) : `${runStart}-${previous}`);
      runStart = indexes[position];
    }
  }
  return parts.join(' ');
}

function encodeNode(node: TrieNode, depth: number, optionCount: number): string {
  const indexes = [...node.children.keys()].sort((a, b) => a - b);
  if (depth === optionCount - 1) return encodeLeafIndexes(indexes);
  return indexes
    .map((index) => `${index}:${encodeNode(node.children.get(index)!, depth + 1, optionCount)},`)
    .join('');
}

/**
 * Encodes variants, each given as its option-value indexes in option order
 * (e.g. Size=Queen, Firmness=Firm → [1, 2]).
 */
export function encodeVariantIndexes(variants: number[][], optionCount: number): string {
  if (optionCount === 0 || variants.length === 0) return '';
  const root: TrieNode = {children: new Map()};
  for (const path of variants) insert(root, path);
  return `v1_${encodeNode(root, 0, optionCount)}`;
}
