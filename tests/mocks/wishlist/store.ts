/**
 * The Wishlist Company stand-in's data: customers, wishlists and their items,
 * seeded with the demo members (fixtures/wishlist-members.ts). With a persist
 * file (the mock shop: `.mock-shop/wishlists.json`) it is loaded from the file
 * when there is one, else seeded and written, and written back (debounced,
 * write-then-rename) after every change; without one it lives in memory.
 *
 * Ids are UUID-shaped and issued in order, so sorting by id is sorting by
 * creation: TWC pages items "in the ascending order of their ID".
 */
import {mkdirSync, readFileSync} from 'node:fs';
import {mkdir, rename, writeFile} from 'node:fs/promises';
import {dirname} from 'node:path';
import {toAttributeGroups} from '~/services/wishlist/reshape';
import type {WireAttributeGroups, WireCustomer} from '~/services/wishlist/wire';
import {WISHLIST_MEMBERS, type WishlistMemberFixture} from '../fixtures/wishlist-members';

const FILE_VERSION = 1;
/** Coalesces bursts of changes into one write. */
const WRITE_DEBOUNCE_MS = 50;

export type StoredCustomer = WireCustomer & {createdDate: string};

export interface StoredWishlist {
  id: string;
  customerId: string;
  name: string;
  deleted: boolean;
  createdTime: string;
  modifiedTime: string;
}

export interface StoredItem {
  id: string;
  wishlistId: string;
  wishlistItemRef: string;
  product: {productRef: string; selectedVariantRef: string};
  attributeGroups: WireAttributeGroups;
  purchased: boolean;
  createdTime: string;
  modifiedTime: string;
}

interface StoreData {
  version: number;
  /** The last id issued. */
  sequence: number;
  customers: StoredCustomer[];
  wishlists: StoredWishlist[];
  items: StoredItem[];
}

export interface WishlistStoreOptions {
  members?: WishlistMemberFixture[];
  persistFile?: string;
  now?: () => Date;
}

const byId = <T extends {id: string}>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function createWishlistStore({
  members = Object.values(WISHLIST_MEMBERS),
  persistFile,
  now = () => new Date(),
}: WishlistStoreOptions = {}) {
  let data: StoreData = {version: FILE_VERSION, sequence: 0, customers: [], wishlists: [], items: []};
  // Set once the store is loaded or seeded: seeding a store that a file replaces writes nothing.
  let file: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  const stamp = () => now().toISOString();
  /** `00000000-0000-4000-8000-00000000002a`: fixed width, so string order is issue order. */
  const nextId = () => `00000000-0000-4000-8000-${(++data.sequence).toString(16).padStart(12, '0')}`;

  function enqueueWrite(target: string) {
    const snapshot = JSON.stringify(data);
    // Chained so two writes never race on the same temporary file.
    writing = writing
      .then(async () => {
        const temporary = `${target}.${process.pid}.tmp`;
        await mkdir(dirname(target), {recursive: true});
        await writeFile(temporary, snapshot);
        await rename(temporary, target);
      })
      .catch((error: unknown) => console.error(`[mock-shop] could not write ${target}:`, error));
  }

  function changed() {
    if (!file || timer) return;
    const target = file;
    timer = setTimeout(() => {
      timer = null;
      enqueueWrite(target);
    }, WRITE_DEBOUNCE_MS);
    // A pending write must not keep a finished process (or test run) alive.
    timer.unref?.();
  }

  const store = {
    customerByEmail: (email: string) => data.customers.find((c) => c.email.toLowerCase() === email.toLowerCase()),
    customer: (id: string) => data.customers.find((c) => c.id === id),

    addCustomer(input: {email: string; firstName?: string; lastName?: string; customerRef?: string}): StoredCustomer {
      const customer: StoredCustomer = {id: nextId(), ...input, createdDate: stamp()};
      data.customers.push(customer);
      changed();
      return customer;
    },

    wishlist: (id: string) => data.wishlists.find((w) => w.id === id && !w.deleted),
    liveWishlists: (customerId: string) =>
      data.wishlists.filter((w) => w.customerId === customerId && !w.deleted).sort(byId),

    addWishlist(customerId: string, name: string): StoredWishlist {
      const time = stamp();
      const wishlist = {id: nextId(), customerId, name, deleted: false, createdTime: time, modifiedTime: time};
      data.wishlists.push(wishlist);
      changed();
      return wishlist;
    },

    /** Renames or deletes; TWC keeps deleted wishlists (de-identified) for reporting, never answering them again. */
    updateWishlist(wishlist: StoredWishlist, changes: {name?: string; deleted?: boolean}): StoredWishlist {
      Object.assign(wishlist, changes, {modifiedTime: stamp()});
      changed();
      return wishlist;
    },

    /** A wishlist's items in id order. */
    items: (wishlistId: string) => data.items.filter((i) => i.wishlistId === wishlistId).sort(byId),
    /** An item of a live wishlist, by id or by ref. */
    item: (id: string) => data.items.find((i) => i.id === id && store.wishlist(i.wishlistId)),
    itemByRef: (ref: string) => data.items.find((i) => i.wishlistItemRef === ref && store.wishlist(i.wishlistId)),

    addItem(input: Pick<StoredItem, 'wishlistId' | 'wishlistItemRef' | 'product' | 'attributeGroups'>): StoredItem {
      const time = stamp();
      const item = {id: nextId(), ...input, purchased: false, createdTime: time, modifiedTime: time};
      data.items.push(item);
      changed();
      return item;
    },

    changeVariant(item: StoredItem, wishlistItemRef: string, selectedVariantRef: string): StoredItem {
      item.wishlistItemRef = wishlistItemRef;
      item.product = {...item.product, selectedVariantRef};
      item.modifiedTime = stamp();
      changed();
      return item;
    },

    removeItem(item: StoredItem): void {
      data.items = data.items.filter((i) => i !== item);
      changed();
    },

    /** Forgets everything and seeds the demo members again (tests, `POST /__control/wishlist/reset`). */
    reset(): void {
      data = {version: FILE_VERSION, sequence: 0, customers: [], wishlists: [], items: []};
      for (const member of members) {
        const {wishlist, ...details} = member;
        const customer = store.addCustomer(details);
        if (!wishlist) continue;
        const {id: wishlistId} = store.addWishlist(customer.id, wishlist.name);
        for (const {productId, variantId, attributes} of wishlist.items) {
          store.addItem({
            wishlistId,
            wishlistItemRef: `${wishlistId}_${productId}_${variantId}`,
            product: {productRef: productId, selectedVariantRef: variantId},
            attributeGroups: toAttributeGroups(attributes),
          });
        }
      }
    },

    /** Writes any pending change now; resolves once the file is in place. */
    async flush(): Promise<void> {
      if (timer && file) {
        clearTimeout(timer);
        timer = null;
        enqueueWrite(file);
      }
      await writing;
    },
  };

  store.reset();
  if (persistFile) {
    mkdirSync(dirname(persistFile), {recursive: true});
    const saved = readSaved(persistFile);
    // A new data dir starts with the demo members; an existing one keeps what shoppers did.
    if (saved) data = saved;
    else enqueueWrite(persistFile);
    file = persistFile;
  }
  return store;
}

function readSaved(file: string): StoreData | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed = JSON.parse(text) as StoreData;
  return parsed.version === FILE_VERSION ? parsed : null;
}

export type WishlistStore = ReturnType<typeof createWishlistStore>;
