/**
 * tests/types/route-data.ts checks, at type level, that no route returns
 * server-only values; this keeps its list of route modules complete, so a new
 * route cannot slip past the check.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';

const root = resolve(import.meta.dirname, '../..');

describe('the route data type check', () => {
  it('lists every module in app/routes/', () => {
    const source = readFileSync(resolve(root, 'tests/types/route-data.ts'), 'utf8');
    const listed = [...source.matchAll(/^ {2}'([^']+)': typeof import\('~\/routes\/([^']+)'\);$/gm)].map((match) => {
      expect(match[1].replace(/\.tsx?$/, '')).toBe(match[2]);
      return match[1];
    });
    const files = readdirSync(resolve(root, 'app/routes')).filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file));
    expect(listed.sort()).toEqual(files.sort());
  });
});
