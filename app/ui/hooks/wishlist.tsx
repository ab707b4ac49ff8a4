/**
 * The wishlist's shared UI state: which
 * modal is open, from where (the origin decides what happens after sign-in)
 * and the product waiting to be added. The summary (signed in, count, which
 * products are in) comes from the root loader.
 */
import {createContext, useCallback, useContext, useMemo, useState, type ReactNode} from 'react';
import type {WishlistModal, WishlistOrigin} from '~/domain/wishlist';
import {SIGNED_OUT_SUMMARY, type WishlistSummary} from '~/features/wishlist/summary';
import type {WishlistOutcome} from '~/features/wishlist/outcome';
import {useRootData} from '~/ui/hooks/root-data';

export interface PendingProduct {
  productId: string;
  variantId: string;
  title: string;
  price: number;
}

interface ModalState {
  modal: WishlistModal | null;
  origin: WishlistOrigin;
  pending: PendingProduct | null;
}

interface WishlistContextValue extends ModalState {
  open(modal: WishlistModal, origin?: WishlistOrigin, pending?: PendingProduct | null): void;
  close(): void;
  /** The latest change's outcome, shown as a notification. */
  notice: WishlistOutcome | null;
  notify(outcome: WishlistOutcome | null): void;
}

const CLOSED: ModalState = {modal: null, origin: 'OTHER', pending: null};
const WishlistContext = createContext<WishlistContextValue | null>(null);

export function WishlistProvider({children}: {children: ReactNode}) {
  const [state, setState] = useState<ModalState>(CLOSED);
  const [notice, notify] = useState<WishlistOutcome | null>(null);
  const open = useCallback(
    (modal: WishlistModal, origin: WishlistOrigin = 'OTHER', pending: PendingProduct | null = null) =>
      setState({modal, origin, pending}),
    [],
  );
  const close = useCallback(() => setState(CLOSED), []);
  const value = useMemo(() => ({...state, open, close, notice, notify}), [state, open, close, notice]);
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}

export function useWishlistModals(): WishlistContextValue {
  const value = useContext(WishlistContext);
  if (!value) throw new Error('useWishlistModals needs a WishlistProvider');
  return value;
}

export function useWishlistSummary(): WishlistSummary {
  return useRootData()?.wishlist ?? SIGNED_OUT_SUMMARY;
}
