/**
 * How the stand-in answers: TWC's services are Spring Boot, so an error is
 * Spring's JSON error body; stored records go out in TWC's wire shapes.
 */
import {HttpResponse} from 'msw';
import type {WireCustomer, WireWishlist, WireWishlistItem} from '~/services/wishlist/wire';
import type {StoredCustomer, StoredItem, StoredWishlist} from './store';

export function problem(request: Request, status: number, error: string, message: string): Response {
  const path = new URL(request.url).pathname;
  return HttpResponse.json({timestamp: new Date().toISOString(), status, error, message, path}, {status});
}

export const badRequest = (request: Request, message: string) => problem(request, 400, 'Bad Request', message);
/** TWC's ResourceNotFound. */
export const notFound = (request: Request, message: string) => problem(request, 404, 'Not Found', message);
export const conflict = (request: Request, message: string) => problem(request, 409, 'Conflict', message);

export const wireCustomer = (customer: StoredCustomer): WireCustomer => ({...customer});

export const wireItem = (item: StoredItem): WireWishlistItem => ({
  id: item.id,
  wishlistItemRef: item.wishlistItemRef,
  purchased: item.purchased,
  wishlistId: item.wishlistId,
  product: {...item.product},
  createdTime: item.createdTime,
  modifiedTime: item.modifiedTime,
  attributeGroups: item.attributeGroups,
});

/** A wishlist; with `items`, carrying that first page of them as `wishlists/lookup` does. */
export function wireWishlist(wishlist: StoredWishlist, items?: StoredItem[]): WireWishlist {
  const reply: WireWishlist = {...wishlist};
  if (items) {
    reply.wishlistItems = items.map(wireItem);
    reply.itemCount = items.length;
    if (items.length > 0) reply.lastEvaluatedItemId = items[items.length - 1].id;
  }
  return reply;
}
