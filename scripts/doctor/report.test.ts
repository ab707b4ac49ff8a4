import {describe, expect, it} from 'vitest';
import {renderTable, rowFor, summary} from './report';

describe('renderTable', () => {
  const rows = [
    rowFor('Prismic', 'stand-in').passed('22 custom types present'),
    rowFor('Velocity loyalty', 'configured').refused('VELOCITY_API_KEY was refused (401): ask Velocity'),
    rowFor('Yotpo reviews', 'stand-in').unreachable('Cannot connect to http://127.0.0.1:4100/yotpo'),
  ];

  it('prints one aligned line per row under the headings, ✗ rows with their fix', () => {
    expect(renderTable(rows)).toBe(
      [
        '   Service           Mode        Reachable  Credentials  Setup  Fix (or what was checked)',
        '✓  Prismic           stand-in    ✓          ✓            ✓      22 custom types present',
        '✗  Velocity loyalty  configured  ✓          ✗            –      VELOCITY_API_KEY was refused (401): ask Velocity',
        '✗  Yotpo reviews     stand-in    ✗          –            –      Cannot connect to http://127.0.0.1:4100/yotpo',
      ].join('\n'),
    );
  });

  it('sums up', () => {
    expect(summary(rows)).toBe('2 of 3 rows failed.');
    expect(summary(rows.slice(0, 1))).toBe('All 1 checks passed.');
  });
});
