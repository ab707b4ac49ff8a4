/**
 * Postmark's single-send request (`POST https://api.postmarkapp.com/email`),
 * checked the way Postmark checks it, with its error shape:
 * `{ErrorCode, Message}` (401 for the token, 422 for the message).
 */
import {DEFAULT_STAND_IN_CREDENTIALS} from '../credentials';

/**
 * Postmark's own test token: the real API validates but never delivers with it, and it is all the stand-in accepts
 * unless STAND_IN_POSTMARK_SERVER_TOKEN names another (../credentials.ts).
 */
export const POSTMARK_STAND_IN_TOKEN = DEFAULT_STAND_IN_CREDENTIALS.postmarkServerToken;

/** Postmark allows at most 50 recipients across To, Cc and Bcc. */
const MAX_RECIPIENTS = 50;

export interface PostmarkMessage {
  From: string;
  To: string;
  Cc?: string;
  Bcc?: string;
  ReplyTo?: string;
  Subject: string;
  HtmlBody?: string;
  TextBody?: string;
  Tag?: string;
  MessageStream: string;
}

export interface PostmarkError {
  status: 401 | 422;
  body: {ErrorCode: number; Message: string};
}

/** `expected`: the one server token accepted. */
export function checkServerToken(token: string | null, expected: string = POSTMARK_STAND_IN_TOKEN): PostmarkError | null {
  if (!token) {
    return {
      status: 401,
      body: {
        ErrorCode: 10,
        Message:
          'No Account or Server API tokens were supplied in the HTTP headers. Please add a header for either X-Postmark-Server-Token or X-Postmark-Account-Token.',
      },
    };
  }
  if (token !== expected) {
    return {
      status: 401,
      body: {
        ErrorCode: 10,
        Message:
          'The Server Token you provided in the X-Postmark-Server-Token request header was invalid. Please verify that you are using a valid token.',
      },
    };
  }
  return null;
}

const invalidRequest = (message: string): PostmarkError => ({status: 422, body: {ErrorCode: 300, Message: message}});

/** `Name <a@b.c>` or `a@b.c`, comma-separated; returns the bare addresses, or the first bad entry. */
function parseAddressList(value: string): {addresses: string[]} | {bad: string} {
  const addresses: string[] = [];
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const address = entry.match(/<([^<>]*)>\s*$/)?.[1]?.trim() ?? entry;
    if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address)) return {bad: address};
    addresses.push(address);
  }
  return {addresses};
}

const optionalText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export function parsePostmarkMessage(
  body: unknown,
): {ok: true; message: PostmarkMessage} | {ok: false; error: PostmarkError} {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {ok: false, error: {status: 422, body: {ErrorCode: 402, Message: 'Received invalid JSON input.'}}};
  }
  const fields = body as Record<string, unknown>;
  const from = optionalText(fields.From);
  if (!from) return {ok: false, error: invalidRequest("Invalid 'From' address: ''.")};
  const fromCheck = parseAddressList(from);
  if ('bad' in fromCheck || fromCheck.addresses.length !== 1) {
    return {ok: false, error: invalidRequest(`Invalid 'From' address: '${from}'.`)};
  }

  let recipients = 0;
  for (const key of ['To', 'Cc', 'Bcc', 'ReplyTo'] as const) {
    const value = optionalText(fields[key]);
    if (value === undefined) continue;
    const parsed = parseAddressList(value);
    if ('bad' in parsed) {
      return {
        ok: false,
        error: invalidRequest(
          `Error parsing '${key}': Illegal email address '${parsed.bad}'. It must contain the '@' symbol.`,
        ),
      };
    }
    if (key !== 'ReplyTo') recipients += parsed.addresses.length;
  }
  if (recipients === 0) return {ok: false, error: invalidRequest('Zero recipients specified')};
  if (recipients > MAX_RECIPIENTS) {
    return {ok: false, error: invalidRequest(`You may not have more than ${MAX_RECIPIENTS} total recipients.`)};
  }

  const htmlBody = optionalText(fields.HtmlBody);
  const textBody = optionalText(fields.TextBody);
  if (!htmlBody && !textBody)
    return {ok: false, error: invalidRequest('Provide either email TextBody or HtmlBody or both.')};

  return {
    ok: true,
    message: {
      From: from,
      To: optionalText(fields.To) ?? '',
      Cc: optionalText(fields.Cc),
      Bcc: optionalText(fields.Bcc),
      ReplyTo: optionalText(fields.ReplyTo),
      Subject: typeof fields.Subject === 'string' ? fields.Subject : '',
      HtmlBody: htmlBody,
      TextBody: textBody,
      Tag: optionalText(fields.Tag),
      MessageStream: optionalText(fields.MessageStream) ?? 'outbound',
    },
  };
}
