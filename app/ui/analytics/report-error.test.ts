import {describe, expect, it} from 'vitest';
import {describeError, parseClientErrorReport} from './report-error';

describe('parseClientErrorReport', () => {
  it('accepts a report and keeps only what it knows', () => {
    expect(
      parseClientErrorReport({source: 'window-error', message: ' Boom ', path: '/products/x?y=1', extra: 'dropped'}),
    ).toEqual({source: 'window-error', message: 'Boom', path: '/products/x?y=1'});
    expect(parseClientErrorReport({source: 'error-boundary', message: 'm', path: '/', status: 503, stack: 's'})).toEqual({
      source: 'error-boundary',
      message: 'm',
      path: '/',
      status: 503,
      stack: 's',
    });
  });

  it.each([
    [null],
    [[]],
    ['text'],
    [{source: 'other', message: 'm', path: '/'}],
    [{source: 'window-error', message: '', path: '/'}],
    [{source: 'window-error', message: 'm', path: 'https://elsewhere.example/'}],
    [{source: 'window-error', message: 'm'}],
  ])('refuses %o', (value) => {
    expect(parseClientErrorReport(value)).toBeNull();
  });

  it('cuts long messages', () => {
    const report = parseClientErrorReport({source: 'window-error', message: 'x'.repeat(5000), path: '/'});
    expect(report?.message).toHaveLength(500);
  });
});

describe('describeError', () => {
  it('names errors and keeps their stack; anything else becomes text', () => {
    const error = new TypeError('bad');
    expect(describeError(error)).toEqual({message: 'TypeError: bad', stack: error.stack});
    expect(describeError('plain')).toEqual({message: 'plain'});
    expect(describeError({code: 1})).toEqual({message: '{"code":1}'});
  });
});
