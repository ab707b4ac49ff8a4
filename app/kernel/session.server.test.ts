import {describe, expect, it} from 'vitest';
import {AppSession} from './session.server';

const SECRETS = ['test-session-secret'];

function requestWith(cookie?: string) {
  return new Request('https://shop.example/cart', cookie ? {headers: {Cookie: cookie}} : {});
}

/** The `name=value` part of a Set-Cookie line. */
const pairOf = (setCookie: string) => setCookie.split(';')[0];

describe('AppSession.commitOrRemove', () => {
  it('writes a session that holds something, and the next request reads it back', async () => {
    const first = await AppSession.init(requestWith(), SECRETS, {secure: true});
    first.flash('bagNotice', 'Added to your bag');
    const setCookie = await first.commitOrRemove();
    expect(setCookie).toMatch(/^session=[^;]+;/);
    expect(setCookie).toMatch(/; Secure/);

    const next = await AppSession.init(requestWith(pairOf(setCookie!)), SECRETS, {secure: true});
    expect(next.takeFlash('bagNotice')).toBe('Added to your bag');
  });

  it('removes the cookie once its last flash has been read, instead of keeping a signed empty session', async () => {
    const first = await AppSession.init(requestWith(), SECRETS, {secure: false});
    first.flash('bagNotice', 'Added to your bag');
    const cookie = pairOf((await first.commitOrRemove())!);

    const next = await AppSession.init(requestWith(`cart=abc; ${cookie}`), SECRETS, {secure: false});
    expect(next.takeFlash('bagNotice')).toBe('Added to your bag');
    expect(next.isPending).toBe(true);
    const removal = await next.commitOrRemove();
    expect(removal).toMatch(/^session=;/);
    expect(removal).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(next.isPending).toBe(false);
  });

  it('keeps a session that still holds a signed-in member after its flash is read', async () => {
    const first = await AppSession.init(requestWith(), SECRETS, {secure: false});
    first.set('member', {id: 'member-1'});
    first.flash('wishlistNotice', 'Saved');
    const cookie = pairOf((await first.commitOrRemove())!);

    const next = await AppSession.init(requestWith(cookie), SECRETS, {secure: false});
    next.takeFlash('wishlistNotice');
    const setCookie = await next.commitOrRemove();
    expect(setCookie).toMatch(/^session=[^;]+;/);
    const after = await AppSession.init(requestWith(pairOf(setCookie!)), SECRETS, {secure: false});
    expect(after.get('member')).toEqual({id: 'member-1'});
  });

  it('writes nothing when a shopper without a session cookie ends with an empty session', async () => {
    const session = await AppSession.init(requestWith('cart=abc'), SECRETS, {secure: false});
    session.unset('member');
    expect(session.isPending).toBe(true);
    expect(await session.commitOrRemove()).toBeNull();
  });
});
