/**
 * What the wishlist shows: the member's items (a page at a time, by
 * `lastEvaluatedItemId`) with Shopify's image, price and options for each;
 * and, for every page, the header badge and the hearts (which products are in).
 */
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {toGid} from '~/domain/gid';
import {shownSelectedOptions} from '~/domain/variant-options';
import {WISHLIST_ITEMS_PAGE_SIZE} from '~/domain/wishlist';
import {getWishlistVariants} from '~/services/storefront/wishlist-variants.server';
import {readMember} from './member.server';
import {SIGNED_OUT_SUMMARY, type WishlistSummary} from './summary';
import type {WishlistEntry, WishlistPage} from './view';

export type {WishlistEntry, WishlistPage};

const CURSOR = /^[A-Za-z0-9_-]{1,128}$/;

export async function loadWishlistPage(context: AppLoadContext, afterParam: string | null): Promise<WishlistPage> {
  const member = await signedInMember(context);
  if (!member) return {signedIn: false};
  const after = afterParam && CURSOR.test(afterParam) ? afterParam : null;
  const page = await context.wishlist.itemsPage(member.wishlistId, after);
  if (!page.ok) return {signedIn: true, email: member.email, entries: null, nextAfter: null, after};
  const variants = await getWishlistVariants(
    context.storefront,
    page.value.items.map((item) => toGid('ProductVariant', item.variantId)),
  ).catch((error: unknown) => {
    context.reportError(error, {service: 'storefront', url: 'wishlist variants'});
    return null;
  });
  const entries = variants
    ? page.value.items.flatMap((item): WishlistEntry[] => {
        const variant = variants.get(toGid('ProductVariant', item.variantId));
        // A product Shopify no longer has is left out rather than shown broken.
        if (!variant) return [];
        return [
          {
            ref: item.ref,
            productId: item.productId,
            variantId: item.variantId,
            handle: variant.product.handle,
            title: variant.product.title,
            variantTitle: variant.title,
            options: shownSelectedOptions(variant.selectedOptions),
            image: variant.image,
            priced: {
              price: variant.price,
              compareAtPrice: variant.compareAtPrice,
              tags: variant.product.tags,
              meta: variant.product.meta,
            },
            availableForSale: variant.availableForSale,
            variants: variant.product.variants,
          },
        ];
      })
    : null;
  return {
    signedIn: true,
    email: member.email,
    entries,
    // TWC names a cursor on every full page and answers the page after the last with a 404 (an empty page);
    // a page shorter than the page size is the last, so 'Load more' is not offered for nothing.
    nextAfter: page.value.items.length < WISHLIST_ITEMS_PAGE_SIZE ? null : page.value.lastEvaluatedItemId,
    after,
  };
}

/** The signed-in member, if any; the answer is then theirs alone (sent private: app/kernel/personal-answer.ts). */
async function signedInMember(context: AppLoadContext) {
  const member = await readMember(context);
  if (member) context.personal.mark('member');
  return member;
}

export async function loadWishlistSummary(context: AppLoadContext): Promise<WishlistSummary> {
  const member = await signedInMember(context);
  if (!member) return SIGNED_OUT_SUMMARY;
  const items = await context.wishlist.allItems(member.wishlistId);
  if (!items.ok) return {signedIn: true, email: member.email, count: null, productIds: []};
  return {
    signedIn: true,
    email: member.email,
    count: items.value.length,
    productIds: [...new Set(items.value.map((item) => item.productId))],
  };
}
