/**
 * The lint rule that keeps Object.prototype out of every lookup keyed by input
 * (scripts/eslint/no-unguarded-lookup.js): it flags each unguarded pattern and
 * lets Maps, own-entry helpers, closed key sets and positions through.
 */
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {ESLint, type Rule} from 'eslint';
import tseslint from 'typescript-eslint';
import {describe, expect, it} from 'vitest';
import noUnguardedLookup from '../../scripts/eslint/no-unguarded-lookup.js';

const root = resolve(import.meta.dirname, '../..');

async function lint(fixture: string) {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['tests/lint/fixtures/*.ts'],
        languageOptions: {parser: tseslint.parser, parserOptions: {projectService: true, tsconfigRootDir: root}},
        plugins: {local: {rules: {'no-unguarded-lookup': noUnguardedLookup as unknown as Rule.RuleModule}}},
        rules: {'local/no-unguarded-lookup': 'error'},
      },
    ],
  });
  const [result] = await eslint.lintFiles([`tests/lint/fixtures/${fixture}`]);
  return result.messages;
}

describe('local/no-unguarded-lookup', () => {
  it('flags every lookup of a plain object by any string', {timeout: 60_000}, async () => {
    const source = readFileSync(resolve(root, 'tests/lint/fixtures/unguarded-lookups.ts'), 'utf8').split('\n');
    const expected = source.flatMap((line, index) => (line.includes('// flagged') ? [index + 1] : []));
    const messages = await lint('unguarded-lookups.ts');
    expect(messages.map((message) => message.ruleId)).toEqual(expected.map(() => 'local/no-unguarded-lookup'));
    expect(messages.map((message) => message.line)).toEqual(expected);
  });

  it('lets Maps, ownEntry, closed key sets and array positions through', {timeout: 60_000}, async () => {
    expect(await lint('guarded-lookups.ts')).toEqual([]);
  });
});
