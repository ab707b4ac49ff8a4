import {describe, expect, it} from 'vitest';
import {createExperimentVisitor} from './visitor.server';

const STORED = '3f1c2b7e-8d4a-4c9e-b1a2-5e6f7a8b9c0d';
const NEW = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

function visitor(cookieHeader: string | null, secure = false) {
  const cookies: string[] = [];
  const created = createExperimentVisitor({cookieHeader, secure, setCookie: (cookie) => cookies.push(cookie), newId: () => NEW});
  return {visitor: created, cookies};
}

describe('experiment visitor cookie', () => {
  it('creates an id on first use, in a year-long HttpOnly first-party cookie, once per request', () => {
    const {visitor: jar, cookies} = visitor(null, true);
    expect(jar.id()).toBe(NEW);
    expect(jar.id()).toBe(NEW);
    expect(cookies).toEqual([`abtasty_visitor=${NEW}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax; Secure`]);
  });

  it('is not Secure outside production', () => {
    const {visitor: jar, cookies} = visitor(null, false);
    jar.id();
    expect(cookies[0]).not.toContain('Secure');
  });

  it('keeps a stored id and sets nothing', () => {
    const {visitor: jar, cookies} = visitor(`cart=x; abtasty_visitor=${STORED}`);
    expect(jar.id()).toBe(STORED);
    expect(cookies).toEqual([]);
  });

  it('replaces a forged or altered id instead of bucketing by it', () => {
    for (const forged of ['%3Cscript%3E', 'admin', STORED.toUpperCase(), `${STORED}0`]) {
      const {visitor: jar, cookies} = visitor(`abtasty_visitor=${forged}`);
      expect(jar.id()).toBe(NEW);
      expect(cookies).toHaveLength(1);
    }
  });

  it('sets no cookie until an id is needed', () => {
    const {cookies} = visitor(null);
    expect(cookies).toEqual([]);
  });
});
