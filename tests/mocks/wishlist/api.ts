/**
 * The stand-in's customer and wishlist endpoints over the store, with TWC's
 * documented answers: 201 on create, 204 on delete, 404 (ResourceNotFound)
 * whenever nothing is found (no wishlist, no items, no such item), pages of
 * at most 50 in ascending id order with `lastEvaluatedItemId` = the page's
 * last item (so a list always ends with a 404 for the page after it).
 */
import {HttpResponse} from 'msw';
import type {WireAttributeGroups, WireItemsReply, WireLookupReply} from '~/services/wishlist/wire';
import {badRequest, conflict, notFound, wireCustomer, wireItem, wireWishlist} from './replies';
import type {StoredItem, WishlistStore} from './store';

/** TWC's page sizes: 20 by default, 50 at most. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

type Body = Record<string, unknown>;

const isRecord = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function jsonBody(request: Request): Promise<Body | null> {
  const body: unknown = await request.json().catch(() => null);
  return isRecord(body) ? body : null;
}

/** `pageSize`: absent = 20, above 50 = 50; anything but a positive whole number is null (a 400). */
function pageSize(params: URLSearchParams): number | null {
  const raw = params.get('pageSize');
  if (raw === null || raw === '') return DEFAULT_PAGE_SIZE;
  const size = Number(raw);
  return Number.isInteger(size) && size > 0 ? Math.min(size, MAX_PAGE_SIZE) : null;
}

/** The records after `lastId` (exclusive), at most `size`: ids sort in issue order. */
const pageAfter = <T extends {id: string}>(records: T[], lastId: string | null, size: number) =>
  records.filter((record) => lastId === null || record.id > lastId).slice(0, size);

function isAttributeGroups(value: unknown): value is WireAttributeGroups {
  return (
    isRecord(value) &&
    Object.values(value).every(
      (group) =>
        isRecord(group) &&
        isRecord(group.attributes) &&
        Object.values(group.attributes).every((attribute) => typeof attribute === 'string'),
    )
  );
}

export function createTwcApi(store: WishlistStore) {
  /** A ref names one live item across the tenant (`DELETE wishlist/items/{ref}/ref` takes nothing else). */
  const refTakenByOther = (ref: string, item?: StoredItem) => {
    const holder = store.itemByRef(ref);
    return holder !== undefined && holder !== item;
  };

  return {
    /** `GET customers/search?email=`: the matching customers; none is an empty list (TWC documents it so). */
    searchCustomers(request: Request): Response {
      const email = text(new URL(request.url).searchParams.get('email'));
      if (!email) return badRequest(request, 'Send a search criterion: email');
      const customer = store.customerByEmail(email.trim());
      return HttpResponse.json(customer ? [wireCustomer(customer)] : []);
    },

    /** `POST customers {email, firstName, lastName}`: 201; an e-mail address already taken is a 409. */
    async createCustomer(request: Request): Promise<Response> {
      const body = await jsonBody(request);
      const email = text(body?.email)?.trim();
      if (!body || !email || !EMAIL.test(email))
        return badRequest(request, 'email is mandatory and must be an e-mail address');
      if (store.customerByEmail(email)) return conflict(request, `A customer with email ${email} already exists`);
      const optional = (key: 'firstName' | 'lastName' | 'customerRef') => {
        const value = text(body[key]);
        return value ? {[key]: value} : {};
      };
      const customer = store.addCustomer({
        email,
        ...optional('firstName'),
        ...optional('lastName'),
        ...optional('customerRef'),
      });
      return HttpResponse.json(wireCustomer(customer), {status: 201});
    },

    /** `GET wishlists/lookup?customerId&pageSize&lastItemId`: live wishlists, each with its first page of items. */
    lookup(request: Request): Response {
      const params = new URL(request.url).searchParams;
      const customerId = text(params.get('customerId'));
      const size = pageSize(params);
      if (!customerId || size === null) return badRequest(request, 'Send customerId and a positive pageSize');
      const page = pageAfter(store.liveWishlists(customerId), params.get('lastItemId'), size);
      if (page.length === 0) return notFound(request, `ResourceNotFound: no wishlists for customer ${customerId}`);
      const reply: WireLookupReply = {
        wishlistCount: page.length,
        lastEvaluatedWishlistId: page[page.length - 1].id,
        wishlist: page.map((wishlist) =>
          wireWishlist(wishlist, pageAfter(store.items(wishlist.id), null, DEFAULT_PAGE_SIZE)),
        ),
      };
      return HttpResponse.json(reply);
    },

    /** `POST wishlists {customerId, name}`: 201; the customer must exist. */
    async createWishlist(request: Request): Promise<Response> {
      const body = await jsonBody(request);
      const customerId = text(body?.customerId);
      const name = text(body?.name);
      if (!customerId || !name) return badRequest(request, 'customerId and name are mandatory');
      if (!store.customer(customerId)) return notFound(request, `ResourceNotFound: customer ${customerId}`);
      return HttpResponse.json(wireWishlist(store.addWishlist(customerId, name)), {status: 201});
    },

    /**
     * `PUT wishlists/ {id, ...}`: updates a wishlist's name or marks it
     * deleted. The id is the body's; `?wishlistId=` (or `wishlistI=`, as
     * the storefront's documented call spells it) may repeat it and must
     * then agree.
     */
    async updateWishlist(request: Request): Promise<Response> {
      const params = new URL(request.url).searchParams;
      const body = await jsonBody(request);
      const id = text(body?.id);
      const named = params.get('wishlistId') ?? params.get('wishlistI');
      if (!body || !id) return badRequest(request, 'id is mandatory');
      if (named !== null && named !== id) return badRequest(request, 'The wishlist id in the URL and the body differ');
      const wishlist = store.wishlist(id);
      if (!wishlist) return notFound(request, `ResourceNotFound: wishlist ${id}`);
      const name = text(body.name);
      const changes = {...(name ? {name} : {}), ...(body.deleted === true ? {deleted: true} : {})};
      return HttpResponse.json(wireWishlist(store.updateWishlist(wishlist, changes)));
    },

    /** `GET wishlist/items?id&pageSize&lastItemId`: one page; a missing wishlist or an empty page is a 404. */
    items(request: Request): Response {
      const params = new URL(request.url).searchParams;
      const id = text(params.get('id'));
      const size = pageSize(params);
      if (!id || size === null) return badRequest(request, 'Send id and a positive pageSize');
      if (!store.wishlist(id)) return notFound(request, `ResourceNotFound: wishlist ${id}`);
      const page = pageAfter(store.items(id), params.get('lastItemId'), size);
      if (page.length === 0) return notFound(request, `ResourceNotFound: no items in wishlist ${id}`);
      const reply: WireItemsReply = {
        itemCount: page.length,
        lastEvaluatedItemId: page[page.length - 1].id,
        wishlistItems: page.map(wireItem),
      };
      return HttpResponse.json(reply);
    },

    /** `POST wishlist/items`: 201; the same ref again is the same item (200). */
    async addItem(request: Request): Promise<Response> {
      const body = await jsonBody(request);
      const wishlistId = text(body?.wishlistId);
      const ref = text(body?.wishlistItemRef);
      const product = isRecord(body?.product) ? body.product : null;
      const productRef = text(product?.productRef);
      const variantRef = text(product?.selectedVariantRef);
      const groups = body?.attributeGroups ?? {};
      if (!wishlistId || !ref || !productRef || !variantRef || !isAttributeGroups(groups)) {
        return badRequest(
          request,
          'wishlistId, wishlistItemRef and product {productRef, selectedVariantRef} are mandatory',
        );
      }
      if (!store.wishlist(wishlistId)) return notFound(request, `ResourceNotFound: wishlist ${wishlistId}`);
      const existing = store.itemByRef(ref);
      if (existing?.wishlistId === wishlistId) return HttpResponse.json(wireItem(existing));
      if (existing) return conflict(request, `wishlistItemRef ${ref} belongs to another wishlist`);
      const item = store.addItem({
        wishlistId,
        wishlistItemRef: ref,
        product: {productRef, selectedVariantRef: variantRef},
        attributeGroups: groups,
      });
      return HttpResponse.json(wireItem(item), {status: 201});
    },

    /** `PUT wishlist/items`: another variant of the same product; the old variant must be named and current. */
    async changeVariant(request: Request): Promise<Response> {
      const body = await jsonBody(request);
      const id = text(body?.id);
      const product = isRecord(body?.product) ? body.product : null;
      const oldVariantRef = text(product?.oldVariantRef);
      const variantRef = text(product?.selectedVariantRef);
      if (!id || !oldVariantRef || !variantRef) {
        return badRequest(request, 'id and product {oldVariantRef, selectedVariantRef} are mandatory');
      }
      const item = store.item(id);
      if (!item || (body?.wishlistId !== undefined && body.wishlistId !== item.wishlistId)) {
        return notFound(request, `ResourceNotFound: wishlist item ${id}`);
      }
      if (product?.productRef !== undefined && product.productRef !== item.product.productRef) {
        return badRequest(request, 'productRef is not the product of this item');
      }
      if (oldVariantRef !== item.product.selectedVariantRef) {
        return badRequest(request, `oldVariantRef ${oldVariantRef} is not the item's variant`);
      }
      const ref = text(body?.wishlistItemRef) ?? item.wishlistItemRef;
      if (refTakenByOther(ref, item)) return conflict(request, `wishlistItemRef ${ref} is taken`);
      return HttpResponse.json(wireItem(store.changeVariant(item, ref, variantRef)));
    },

    /** `DELETE wishlist/items/{ref}/ref`: 204; an unknown ref is a 404. */
    removeItem(request: Request, ref: string): Response {
      const item = store.itemByRef(ref);
      if (!item) return notFound(request, `ResourceNotFound: wishlist item ${ref}`);
      store.removeItem(item);
      return new HttpResponse(null, {status: 204});
    },
  };
}
