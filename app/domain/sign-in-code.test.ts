import {describe, expect, it} from 'vitest';
import {
  maskEmail,
  parseSignInCode,
  signInCodeEmail,
  signInCodeFrom,
  tooManyRequestsMessage,
  wrongCodeMessage,
} from './sign-in-code';

describe('parseSignInCode', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['012-345', '012345'],
  ])('reads %j as %s', (raw, code) => expect(parseSignInCode(raw)).toBe(code));

  it.each(['12345', '1234567', '12345a', '', null, 123456, '１２３４５６'])('refuses %j', (raw) => {
    expect(parseSignInCode(raw)).toBeNull();
  });
});

describe('signInCodeFrom', () => {
  it('gives six digits, keeping leading zeros', () => {
    expect(signInCodeFrom(0)).toBe('000000');
    expect(signInCodeFrom(42)).toBe('000042');
    expect(signInCodeFrom(1_234_567)).toBe('234567');
  });

  it('redraws the numbers past the last whole million (no modulo bias)', () => {
    const limit = Math.floor(2 ** 32 / 1_000_000) * 1_000_000;
    expect(signInCodeFrom(limit - 1)).toBe('999999');
    expect(signInCodeFrom(limit)).toBeNull();
    expect(signInCodeFrom(2 ** 32 - 1)).toBeNull();
    expect(signInCodeFrom(-1)).toBeNull();
  });
});

describe('copy', () => {
  it('masks the address it names', () => {
    expect(maskEmail('sam@example.com')).toBe('s**@example.com');
    expect(maskEmail('alexandra.long-name@example.com')).toBe('a********@example.com');
  });

  it('counts the tries left and the minutes to wait', () => {
    expect(wrongCodeMessage(4)).toBe('That code isn’t right. You have 4 tries left.');
    expect(wrongCodeMessage(1)).toBe('That code isn’t right. You have 1 try left.');
    expect(tooManyRequestsMessage(30)).toBe('Too many attempts. Please wait 1 minute and try again.');
    expect(tooManyRequestsMessage(601)).toBe('Too many attempts. Please wait 11 minutes and try again.');
    expect(tooManyRequestsMessage(5_400)).toBe('Too many attempts. Please wait 90 minutes and try again.');
    expect(tooManyRequestsMessage(50_000)).toBe('Too many attempts. Please wait 14 hours and try again.');
  });

  it('puts the code in the subject and the body, and escapes the brand', () => {
    const mail = signInCodeEmail('012345', 'sign-in', 'Dream<haus>');
    expect(mail.subject).toBe('012345 is your Dream<haus> sign-in code');
    expect(mail.text).toContain('\n012345\n');
    expect(mail.html).toContain('Dream&#60;haus&#62;');
    expect(signInCodeEmail('1', 'sign-up', 'D').subject).toContain('confirmation');
  });
});
