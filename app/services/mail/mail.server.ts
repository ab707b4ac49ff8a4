/**
 * Transactional mail through Postmark's send API (`POST {base}/email` with
 * `X-Postmark-Server-Token`; base https://api.postmarkapp.com, or the local
 * stand-in at `${MOCK_SHOP_ORIGIN}/postmark`, which writes to an outbox).
 * Used to share the bag by e-mail. `send` resolves to whether Postmark
 * accepted the message; failures are reported without addresses or content.
 */
import type {ReportError} from '~/services/upstream/error-reporter.server';
import {requestUpstreamJson} from '~/services/upstream/upstream-json.server';

/** The shopper waits on the share form; Postmark normally answers well inside this. */
export const MAIL_TIMEOUT_MS = 4000;

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Postmark tag, for grouping in its activity view, e.g. 'share-bag'. */
  tag?: string;
  /** Where replies go, e.g. the shopper who wrote through the contact form. */
  replyTo?: string;
}

export interface MailServiceOptions {
  baseUrl: string;
  /** Postmark server token. */
  token: string;
  /** Sender, e.g. `Dreamhaus <bag@example.com.au>`; must be a confirmed Postmark sender signature. */
  from: string;
  /** Postmark message stream; 'outbound' is the default transactional stream. */
  messageStream?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** An overall limit the send must also keep (the request's deadline); not the shopper's abort. */
  signal?: AbortSignal;
  reportError: ReportError;
}

/** Postmark's error code from a reply body, if it has one. */
function postmarkErrorCode(body: unknown): number | undefined {
  const code = (body as {ErrorCode?: unknown} | null)?.ErrorCode;
  return typeof code === 'number' ? code : undefined;
}

export function createMailService({
  baseUrl,
  token,
  from,
  messageStream = 'outbound',
  fetch,
  timeoutMs = MAIL_TIMEOUT_MS,
  signal,
  reportError,
}: MailServiceOptions) {
  const url = `${baseUrl.replace(/\/+$/, '')}/email`;
  const report = (error: Error, status?: number) => reportError(error, {service: 'mail', method: 'POST', url, status});

  return {
    async send({to, subject, html, text, tag, replyTo}: MailMessage): Promise<boolean> {
      // No retries: a send that timed out may still have gone, and twice is worse than once.
      const result = await requestUpstreamJson({
        url,
        method: 'POST',
        headers: {'X-Postmark-Server-Token': token},
        body: {
          From: from,
          To: to,
          Subject: subject,
          HtmlBody: html,
          TextBody: text,
          MessageStream: messageStream,
          Tag: tag,
          ...(replyTo ? {ReplyTo: replyTo} : {}),
        },
        timeoutMs,
        signal,
        fetch,
      });
      const errorCode = postmarkErrorCode(result.body);
      if (!result.ok) {
        // Postmark's own message can quote the address; its code is enough to triage.
        report(errorCode === undefined ? result.error : new Error(`Postmark ErrorCode ${errorCode}`), result.status);
        return false;
      }
      if (errorCode !== 0) {
        report(new Error(`Postmark accepted the call but answered ErrorCode ${errorCode ?? 'missing'}`), result.status);
        return false;
      }
      return true;
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
