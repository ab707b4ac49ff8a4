import {describe, expect, it} from 'vitest';
import {
  AUTO_CLUB_MESSAGE,
  AUTO_CLUB_REQUIRED_MESSAGE,
  DONATION_AMOUNT_MESSAGE,
  DONATION_UNAVAILABLE_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  MEMBER_ID_MESSAGE,
  MEMBER_ID_REQUIRED_MESSAGE,
  POSTCODE_MESSAGE,
  SUBURB_MESSAGE,
  VELOCITY_MESSAGE,
  VELOCITY_REQUIRED_MESSAGE,
  parseAutoClubNumber,
  parseDonationAmount,
  parseEmail,
  parseMemberId,
  parsePostcode,
  parseSuburb,
  parseVelocityNumber,
  type FieldResult,
} from './bag-forms';

const ok = <T>(value: T): FieldResult<T> => ({ok: true, value});
const fail = (message: string): FieldResult<never> => ({ok: false, message});

describe('parsePostcode', () => {
  it('uses the brief’s message', () => {
    expect(POSTCODE_MESSAGE).toBe('Enter a 4-digit Australian postcode.');
  });

  it.each([
    ['2000', ok('2000')],
    [' 3000 ', ok('3000')],
    ['0800', ok('0800')],
    ['200', fail(POSTCODE_MESSAGE)],
    ['20000', fail(POSTCODE_MESSAGE)],
    ['2OOO', fail(POSTCODE_MESSAGE)],
    ['20 00', fail(POSTCODE_MESSAGE)],
    ['', fail(POSTCODE_MESSAGE)],
    [2000, fail(POSTCODE_MESSAGE)],
    [null, fail(POSTCODE_MESSAGE)],
    ['２０００', fail(POSTCODE_MESSAGE)],
  ])('%j', (raw, expected) => {
    expect(parsePostcode(raw)).toEqual(expected);
  });
});

describe('parseSuburb', () => {
  it.each([
    ['', ok('')],
    [undefined, ok('')],
    [null, ok('')],
    ['  St   Kilda ', ok('St Kilda')],
    ["O'Connor", ok("O'Connor")],
    ['S'.repeat(60), ok('S'.repeat(60))],
    ['S'.repeat(61), fail(SUBURB_MESSAGE)],
    ['Bondi\u0000', fail(SUBURB_MESSAGE)],
    [['Bondi'], fail(SUBURB_MESSAGE)],
  ])('%j', (raw, expected) => {
    expect(parseSuburb(raw)).toEqual(expected);
  });
});

describe('parseEmail', () => {
  it('asks for an address when empty and to check it when invalid', () => {
    expect(EMAIL_REQUIRED_MESSAGE).toBe('Please enter your email address.');
    expect(EMAIL_INVALID_MESSAGE).toBe('Please check your email address is valid.');
  });

  it.each([
    ['sam@example.com', ok('sam@example.com')],
    [' Sam.Lee+bag@mail.example.com.au ', ok('Sam.Lee+bag@mail.example.com.au')],
    ['', fail(EMAIL_REQUIRED_MESSAGE)],
    ['   ', fail(EMAIL_REQUIRED_MESSAGE)],
    [undefined, fail(EMAIL_REQUIRED_MESSAGE)],
    ['sam', fail(EMAIL_INVALID_MESSAGE)],
    ['sam@', fail(EMAIL_INVALID_MESSAGE)],
    ['sam@localhost', fail(EMAIL_INVALID_MESSAGE)],
    ['sam@example..com', fail(EMAIL_INVALID_MESSAGE)],
    ['sam @example.com', fail(EMAIL_INVALID_MESSAGE)],
    ['sam@-example.com', fail(EMAIL_INVALID_MESSAGE)],
    ['a@b.co\nBcc: x@y.z', fail(EMAIL_INVALID_MESSAGE)],
    [`${'a'.repeat(250)}@b.co`, fail(EMAIL_INVALID_MESSAGE)],
  ])('%j', (raw, expected) => {
    expect(parseEmail(raw)).toEqual(expected);
  });
});

describe('member numbers', () => {
  it.each([
    [parseMemberId, 'ab12345', ok('AB12345')],
    [parseMemberId, ' AB-123 456 ', ok('AB123456')],
    [parseMemberId, '123456789012', ok('123456789012')],
    [parseMemberId, '', fail(MEMBER_ID_REQUIRED_MESSAGE)],
    [parseMemberId, '12345', fail(MEMBER_ID_MESSAGE)],
    [parseMemberId, '1234567890123', fail(MEMBER_ID_MESSAGE)],
    [parseMemberId, 'AB12_345', fail(MEMBER_ID_MESSAGE)],
    [parseAutoClubNumber, '3084 0700 1234 5678', ok('3084070012345678')],
    [parseAutoClubNumber, '123456', ok('123456')],
    [parseAutoClubNumber, '', fail(AUTO_CLUB_REQUIRED_MESSAGE)],
    [parseAutoClubNumber, '12345', fail(AUTO_CLUB_MESSAGE)],
    [parseAutoClubNumber, '12345678901234567', fail(AUTO_CLUB_MESSAGE)],
    [parseAutoClubNumber, 'NRMA123456', fail(AUTO_CLUB_MESSAGE)],
    [parseVelocityNumber, '1234567890', ok('1234567890')],
    [parseVelocityNumber, '1234 567 890', ok('1234567890')],
    [parseVelocityNumber, '', fail(VELOCITY_REQUIRED_MESSAGE)],
    [parseVelocityNumber, '123456789', fail(VELOCITY_MESSAGE)],
    [parseVelocityNumber, '12345678901', fail(VELOCITY_MESSAGE)],
    [parseVelocityNumber, '12345678AB', fail(VELOCITY_MESSAGE)],
  ])('%o %j', (parse, raw, expected) => {
    expect(parse(raw)).toEqual(expected);
  });
});

describe('parseDonationAmount', () => {
  // The demo's donation variants: $2, $5, $10 and $20.
  const offered = [2, 5, 10, 20].map((dollars) => ({
    id: `DONATION-${dollars}`,
    priceCents: dollars * 100,
  }));
  const notOffered = fail('Choose a donation of $2, $5, $10 or $20.');

  it.each([
    ['5', ok(offered[1])],
    [' $20 ', ok(offered[3])],
    ['10.00', ok(offered[2])],
    ['2.0', ok(offered[0])],
    ['3', notOffered],
    ['100', notOffered],
    ['999999999', notOffered],
    ['0', fail(DONATION_AMOUNT_MESSAGE)],
    ['-5', fail(DONATION_AMOUNT_MESSAGE)],
    ['5.50', fail(DONATION_AMOUNT_MESSAGE)],
    ['1e3', fail(DONATION_AMOUNT_MESSAGE)],
    ['9999999999999', fail(DONATION_AMOUNT_MESSAGE)],
    ['five', fail(DONATION_AMOUNT_MESSAGE)],
    ['', fail(DONATION_AMOUNT_MESSAGE)],
    [5, fail(DONATION_AMOUNT_MESSAGE)],
    [null, fail(DONATION_AMOUNT_MESSAGE)],
  ])('%j', (raw, expected) => {
    expect(parseDonationAmount(raw, offered)).toEqual(expected);
  });

  it('lists the amounts in order whatever order they come in', () => {
    expect(parseDonationAmount('7', [offered[2], offered[0]])).toEqual(fail('Choose a donation of $2 or $10.'));
    expect(parseDonationAmount('7', [offered[1]])).toEqual(fail('Choose a donation of $5.'));
  });

  it('says when no donation is offered', () => {
    expect(parseDonationAmount('5', [])).toEqual(fail(DONATION_UNAVAILABLE_MESSAGE));
  });
});
