/**
 * Mail stand-in in the shape of Postmark's send API, mounted under
 * `/postmark` on any origin (the mock shop: `${MOCK_SHOP_ORIGIN}/postmark`,
 * standing for https://api.postmarkapp.com):
 *   POST /postmark/email  X-Postmark-Server-Token: POSTMARK_API_TEST (or STAND_IN_POSTMARK_SERVER_TOKEN, ../credentials.ts)
 *        {From, To, Subject, HtmlBody, TextBody, MessageStream, ...}
 *        → {To, SubmittedAt, MessageID, ErrorCode: 0, Message: 'OK'}
 * Messages go to an outbox instead of anyone's inbox. Controls:
 *   GET|DELETE /__control/mail/outbox  read or empty the kept messages
 *   POST /__control/mail {fault}       the fault switch
 */
import {http, HttpResponse, type RequestHandler} from 'msw';
import {standInCredentials} from '../credentials';
import {createFaultSwitch, type Fault, type FaultSwitch} from '../fault-switch';
import {createMailOutbox, type MailOutbox} from './outbox';
import {checkServerToken, parsePostmarkMessage} from './postmark';

export const MAIL_PATH_PREFIX = '/postmark';

export interface MailHandlerOptions {
  outbox: MailOutbox;
  fault: FaultSwitch;
  now?: () => Date;
  newMessageId?: () => string;
  /** The only server token accepted (default: STAND_IN_POSTMARK_SERVER_TOKEN, else POSTMARK_API_TEST). */
  serverToken?: string;
}

export function createMailHandlers({
  outbox,
  fault,
  now = () => new Date(),
  newMessageId = () => crypto.randomUUID(),
  serverToken = standInCredentials().postmarkServerToken,
}: MailHandlerOptions): RequestHandler[] {
  return [
    ...fault.controlHandlers,
    http.get('*/__control/mail/outbox', () => HttpResponse.json({messages: outbox.messages()})),
    http.delete('*/__control/mail/outbox', () => {
      outbox.clear();
      return new HttpResponse(null, {status: 204});
    }),
    http.post(`*${MAIL_PATH_PREFIX}/email`, async ({request}) => {
      const faulty = fault.intercept(request);
      if (faulty) return faulty;
      const tokenError = checkServerToken(request.headers.get('x-postmark-server-token'), serverToken);
      if (tokenError) return HttpResponse.json(tokenError.body, {status: tokenError.status});
      const parsed = parsePostmarkMessage(await request.json().catch(() => undefined));
      if (!parsed.ok) return HttpResponse.json(parsed.error.body, {status: parsed.error.status});

      const stored = {...parsed.message, MessageID: newMessageId(), SubmittedAt: now().toISOString()};
      await outbox.record(stored);
      return HttpResponse.json({
        To: stored.To,
        SubmittedAt: stored.SubmittedAt,
        MessageID: stored.MessageID,
        ErrorCode: 0,
        Message: 'OK',
      });
    }),
  ];
}

/** In-memory outbox behind `handlers` (vitest). The mock shop makes its own with a folder. */
export const mailOutbox = createMailOutbox();
export const mailFault = createFaultSwitch('mail');

export const handlers: RequestHandler[] = createMailHandlers({outbox: mailOutbox, fault: mailFault});

/** Make the send route misbehave (see FAULTS in ../fault-switch), or (null) answer normally again. */
export function setMailFault(fault: Fault | null): void {
  mailFault.set(fault);
}

/** Empty the outbox and switch faults off (call between tests). */
export function resetMailStandIn(): void {
  mailOutbox.clear();
  mailFault.set(null);
}
