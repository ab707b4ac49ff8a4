import type {ActionFunctionArgs} from '@shopify/remix-oxygen';
import {readJsonBody} from '~/kernel/http/form-body.server';
import {isSameOriginPost} from '~/kernel/http/same-origin';
import {takeFromLimit} from '~/kernel/security/rate-limit.server';
import {CLIENT_ERROR_REPORTS_PER_CLIENT} from '~/config/form-limits';
import {parseClientErrorReport} from '~/ui/analytics/report-error';

/** A report is a message, a path and a short stack. */
const MAX_REPORT_BYTES = 4 * 1024;

/**
 * POST /api/client-errors — failures caught in the browser
 * (~/lib/analytics/report-error) go to the same reporter as the server's.
 * Only from our own pages, CLIENT_ERROR_REPORTS_PER_CLIENT a client (429 past it); anything that is not a report is
 * 400 and reports nothing.
 */
export async function action({context, request}: ActionFunctionArgs) {
  if (request.method !== 'POST') return Response.json({message: 'Use POST.'}, {status: 405, headers: {Allow: 'POST'}});
  if (!isSameOriginPost(request)) return Response.json({message: 'Not from this site.'}, {status: 403});
  const verdict = await takeFromLimit(context.security.store, CLIENT_ERROR_REPORTS_PER_CLIENT, context.security.client, Date.now());
  if (!verdict.allowed) {
    return Response.json(
      {message: 'Too many reports from this browser; they are not kept for now.'},
      {status: 429, headers: {'Retry-After': String(verdict.retryAfterSeconds)}},
    );
  }
  const body = await readJsonBody(request, MAX_REPORT_BYTES);
  if (!body.ok) return Response.json({message: body.message}, {status: body.status});
  const report = parseClientErrorReport(body.value);
  if (!report) return Response.json({message: 'That is not an error report.'}, {status: 400});
  const error = new Error(report.message);
  if (report.stack) error.stack = report.stack;
  context.reportError(error, {service: `browser:${report.source}`, url: report.path, status: report.status});
  return new Response(null, {status: 204});
}

export async function loader() {
  return Response.json({message: 'Use POST.'}, {status: 405, headers: {Allow: 'POST'}});
}
