/**
 * The doctor's rows and the one table it prints. A row is a service; each of its three steps (reachable,
 * credentials accepted, set up as the app needs) is ✓, ✗, or – (not checked: an earlier step failed, or the
 * service has nothing of that kind to check). A ✗ row carries the one-line fix; a ✓ row may say what was checked.
 */

export type Mark = 'ok' | 'fail' | 'skip';
export type Mode = 'stand-in' | 'configured';

export interface Row {
  service: string;
  /** For the environment row: the APP_ENV in force. */
  mode: Mode | string;
  reachable: Mark;
  credentials: Mark;
  setup: Mark;
  /** Set exactly when a step failed: what to do, in one line. */
  fix: string | null;
  /** What a passing row checked (e.g. which product's price), shown where a fix would be. */
  note?: string;
}

export const rowFailed = (row: Row) => row.reachable === 'fail' || row.credentials === 'fail' || row.setup === 'fail';

/** Builders for the ways a check ends, so every check reports the same shapes. */
export function rowFor(service: string, mode: Row['mode']) {
  const base = {service, mode};
  return {
    /** No usable answer: nothing else could be checked. */
    unreachable: (fix: string): Row => ({...base, reachable: 'fail', credentials: 'skip', setup: 'skip', fix}),
    refused: (fix: string): Row => ({...base, reachable: 'ok', credentials: 'fail', setup: 'skip', fix}),
    notSetUp: (fix: string, credentials: Mark = 'ok'): Row => ({...base, reachable: 'ok', credentials, setup: 'fail', fix}),
    /** Refused before any request (a required setting is missing, or a stand-in where none may be used). */
    notConfigured: (fix: string): Row => ({...base, reachable: 'skip', credentials: 'skip', setup: 'fail', fix}),
    passed: (note?: string, marks: {credentials?: Mark; setup?: Mark} = {}): Row => ({
      ...base,
      reachable: 'ok',
      credentials: marks.credentials ?? 'ok',
      setup: marks.setup ?? 'ok',
      fix: null,
      ...(note ? {note} : {}),
    }),
  };
}

const SYMBOL: Record<Mark, string> = {ok: '✓', fail: '✗', skip: '–'};
const HEADINGS = ['', 'Service', 'Mode', 'Reachable', 'Credentials', 'Setup', 'Fix (or what was checked)'] as const;

/** One plain-text table, columns padded to the widest cell; the last column is left ragged. */
export function renderTable(rows: readonly Row[]): string {
  const cells = rows.map((row) => [
    SYMBOL[rowFailed(row) ? 'fail' : 'ok'],
    row.service,
    row.mode,
    SYMBOL[row.reachable],
    SYMBOL[row.credentials],
    SYMBOL[row.setup],
    row.fix ?? row.note ?? '',
  ]);
  const table = [[...HEADINGS], ...cells];
  const widths = HEADINGS.map((_, column) => Math.max(...table.map((line) => [...line[column]].length)));
  const pad = (text: string, width: number) => text + ' '.repeat(width - [...text].length);
  return table
    .map((line) =>
      line
        .map((cell, column) => (column === line.length - 1 ? cell : pad(cell, widths[column])))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The last line under the table. */
export function summary(rows: readonly Row[]): string {
  const failed = rows.filter(rowFailed).length;
  return failed === 0 ? `All ${rows.length} checks passed.` : `${failed} of ${rows.length} rows failed.`;
}
