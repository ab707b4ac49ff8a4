import {describe, expect, it} from 'vitest';
import {
  addDays,
  hmacSha256Hex,
  PROGRAMME_ATTRIBUTE,
  signedDetailsValue,
  verifiedDetails,
  type Programme,
  type SignedProgrammeDetails,
} from './programme-details';

const KEY = 'test-signing-key';
const LEE: SignedProgrammeDetails = {email: 'lee@example.com', number: 'DH100002', expires: '2026-12-12'};
const TODAY = '2026-11-28';
const context = {key: KEY, today: TODAY, buyerEmail: 'lee@example.com'};

function tampered(value: string, change: Record<string, unknown>): string {
  return JSON.stringify({...(JSON.parse(value) as object), ...change});
}

describe('HMAC-SHA256', () => {
  it('gives RFC 4231 test case 2 (key "Jefe")', () => {
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('encodes text as UTF-8 (non-ASCII keys and messages sign as their bytes)', () => {
    // Python: hmac.new('clé'.encode(), 'café ☕ 𝄞'.encode(), 'sha256').hexdigest()
    expect(hmacSha256Hex('clé', 'café ☕ 𝄞')).toBe('c1b83e5b016e1ec26bbc80b79e0714d0708e2b1cd68875b9726fba90a55d316d');
  });
});

describe('signed programme details', () => {
  const value = signedDetailsValue('member', LEE, KEY);

  it('hold the e-mail and number under the programme’s field names, with their last day and a signature', () => {
    expect(JSON.parse(value)).toEqual({
      email: 'lee@example.com',
      memberId: 'DH100002',
      expires: '2026-12-12',
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(JSON.parse(signedDetailsValue('velocity', {...LEE, number: '1234567890'}, KEY))).toHaveProperty('velocityNumber', '1234567890');
    expect(JSON.parse(signedDetailsValue('autoClub', {...LEE, number: 'NRMA1234'}, KEY))).toHaveProperty('autoClubNumber', 'NRMA1234');
  });

  it('verify on the member’s own cart until their last day, inclusive', () => {
    expect(verifiedDetails('member', value, context)).toEqual(LEE);
    expect(verifiedDetails('member', value, {...context, today: '2026-12-12'})).toEqual(LEE);
    expect(verifiedDetails('member', value, {...context, today: '2026-12-13'})).toBeNull();
  });

  it('compare the buyer’s e-mail trimmed and case-folded, and need one', () => {
    expect(verifiedDetails('member', value, {...context, buyerEmail: '  Lee@Example.COM '})).toEqual(LEE);
    expect(verifiedDetails('member', value, {...context, buyerEmail: 'attacker@evil.example'})).toBeNull();
    expect(verifiedDetails('member', value, {...context, buyerEmail: null})).toBeNull();
    expect(verifiedDetails('member', value, {...context, buyerEmail: ''})).toBeNull();
  });

  it('refuse a forged value: no signature, another key, a changed number, e-mail or day', () => {
    expect(verifiedDetails('member', JSON.stringify({email: 'attacker@evil.example', memberId: 'ZZ999999'}), {...context, buyerEmail: 'attacker@evil.example'})).toBeNull();
    expect(verifiedDetails('member', signedDetailsValue('member', LEE, 'another-key'), context)).toBeNull();
    expect(verifiedDetails('member', tampered(value, {memberId: 'DH100003'}), context)).toBeNull();
    expect(verifiedDetails('member', tampered(value, {email: 'sam@example.com'}), {...context, buyerEmail: 'sam@example.com'})).toBeNull();
    expect(verifiedDetails('member', tampered(value, {expires: '2099-12-31'}), context)).toBeNull();
    expect(verifiedDetails('member', tampered(value, {signature: 'A'.repeat(64)}), context)).toBeNull();
    expect(verifiedDetails('member', tampered(value, {signature: 'zz'}), context)).toBeNull();
  });

  it('are bound to their programme: member details do not verify as Velocity or auto club details', () => {
    const asVelocity = tampered(value, {velocityNumber: 'DH100002'});
    expect(verifiedDetails('velocity', asVelocity, context)).toBeNull();
    expect(verifiedDetails('autoClub', tampered(value, {autoClubNumber: 'DH100002'}), context)).toBeNull();
  });

  it('verify nothing with an empty key, and nothing that is not a JSON object of strings', () => {
    expect(verifiedDetails('member', signedDetailsValue('member', LEE, ''), {...context, key: ''})).toBeNull();
    for (const bad of [null, undefined, '', 'not json', '[]', 'null', '42', '{"email":1}', '{"__proto__":{"email":"lee@example.com"}}']) {
      expect(verifiedDetails('member', bad, context)).toBeNull();
    }
    expect(verifiedDetails('member', tampered(value, {expires: '12/12/2026'}), context)).toBeNull();
  });

  it('read only their own fields: prototype names are plain keys', () => {
    const programmes: Programme[] = ['member', 'autoClub', 'velocity'];
    for (const programme of programmes) {
      expect(verifiedDetails(programme, '{"constructor":"x","toString":"y"}', context)).toBeNull();
    }
    expect(Object.keys(PROGRAMME_ATTRIBUTE)).toEqual(programmes);
  });
});

describe('addDays', () => {
  it('counts calendar days across months, years and leap days', () => {
    expect(addDays('2026-11-28', 14)).toBe('2026-12-12');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
