import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {COLLECTOR_ITEM_COUNT, WISHLIST_MEMBERS} from '../fixtures/wishlist-members';
import {variantById} from '../fixtures/catalogue';
import {createWishlistStore, type WishlistStore} from './store';

let directory: string | undefined;
afterEach(() => {
  if (directory) rmSync(directory, {recursive: true, force: true});
  directory = undefined;
});

function tempFile(): string {
  directory = mkdtempSync(join(tmpdir(), 'mock-shop-wishlists-'));
  return join(directory, 'nested', 'wishlists.json');
}

const wishlistOf = (store: WishlistStore, email: string) => store.liveWishlists(store.customerByEmail(email)!.id)[0];

describe('the demo members', () => {
  it('are seeded with real catalogue variants: sam 4 items, lee no wishlist, collector 120 distinct', () => {
    const store = createWishlistStore();
    const sam = store.items(wishlistOf(store, WISHLIST_MEMBERS.sam.email).id);
    expect(sam).toHaveLength(4);
    const collector = store.items(wishlistOf(store, WISHLIST_MEMBERS.collector.email).id);
    expect(collector).toHaveLength(COLLECTOR_ITEM_COUNT);
    for (const item of [...sam, ...collector]) {
      const found = variantById(Number(item.product.selectedVariantRef));
      expect(String(found?.product.id)).toBe(item.product.productRef);
      expect(item.wishlistItemRef).toBe(
        `${item.wishlistId}_${item.product.productRef}_${item.product.selectedVariantRef}`,
      );
    }
    expect(store.liveWishlists(store.customerByEmail(WISHLIST_MEMBERS.lee.email)!.id)).toEqual([]);
  });
});

describe('wishlist persistence', () => {
  it('writes the demo members to a new file at once', async () => {
    const file = tempFile();
    await createWishlistStore({persistFile: file}).flush();
    const written = JSON.parse(readFileSync(file, 'utf8')) as {customers: {email: string}[]};
    expect(written.customers.map((customer) => customer.email)).toEqual(
      Object.values(WISHLIST_MEMBERS).map((member) => member.email),
    );
  });

  it('seeds a new file, keeps changes across a restart, and never reseeds over them', async () => {
    const file = tempFile();
    const before = createWishlistStore({persistFile: file});
    const wishlist = wishlistOf(before, WISHLIST_MEMBERS.sam.email);
    const [first] = before.items(wishlist.id);
    before.removeItem(first);
    const lee = before.customerByEmail(WISHLIST_MEMBERS.lee.email)!;
    const leeList = before.addWishlist(lee.id, 'Default wishlist');
    await before.flush();

    const written = JSON.parse(readFileSync(file, 'utf8'));
    expect(written.version).toBe(1);
    // Written via a temporary file renamed into place, so none is left behind.
    expect(readdirSync(join(directory!, 'nested'))).toEqual(['wishlists.json']);

    const after = createWishlistStore({persistFile: file});
    expect(after.items(wishlist.id).map((item) => item.id)).toEqual(before.items(wishlist.id).map((item) => item.id));
    expect(after.items(wishlist.id)).toHaveLength(3);
    expect(after.liveWishlists(lee.id)).toEqual([leeList]);
    // Ids go on from where they stopped: nothing new collides with what was kept.
    expect(after.addWishlist(lee.id, 'Another').id > leeList.id).toBe(true);
  });

  it('debounces a burst of changes into the latest state', async () => {
    const file = tempFile();
    const store = createWishlistStore({persistFile: file});
    const wishlist = wishlistOf(store, WISHLIST_MEMBERS.sam.email);
    for (const item of store.items(wishlist.id)) store.removeItem(item);
    await store.flush();
    const written = JSON.parse(readFileSync(file, 'utf8')) as {items: {wishlistId: string}[]};
    expect(written.items.filter((item) => item.wishlistId === wishlist.id)).toEqual([]);
  });
});
