import type {ActionFunctionArgs} from '@shopify/remix-oxygen';
import {beaconEvents, parseBeaconReport} from '~/services/searchspring/beacons';
import {readJsonBody} from '~/kernel/http/form-body.server';

/** A carousel report is a few hundred bytes; anything much bigger is not one. */
const MAX_BEACON_BYTES = 8 * 1024;

/**
 * POST /api/recommendations/beacon — the browser reports what a
 * recommendations carousel did (render, impression, click); the worker adds
 * the shopper's tracking ids and forwards Searchspring's beacon events.
 * Malformed reports are 400 and send nothing; a failing beacon is logged and
 * swallowed (202 either way: the page never waits on tracking).
 */
export async function action({context, request}: ActionFunctionArgs) {
  if (request.method !== 'POST') return Response.json({message: 'Use POST.'}, {status: 405, headers: {Allow: 'POST'}});
  const body = await readJsonBody(request, MAX_BEACON_BYTES);
  if (!body.ok) return Response.json({message: body.message}, {status: body.status});
  const report = parseBeaconReport(body.value);
  if (!report) return Response.json({message: 'That is not a recommendations report.'}, {status: 400});
  const ids = context.search.trackingIds();
  const events = beaconEvents(report, {siteId: context.settings.search.siteId, ...ids}, () => crypto.randomUUID());
  // Sent after the answer: the browser does not wait for Searchspring.
  context.waitUntil(context.search.sendBeacons(events));
  return Response.json({accepted: events.length}, {status: 202});
}

export async function loader() {
  return Response.json({message: 'Use POST.'}, {status: 405, headers: {Allow: 'POST'}});
}
