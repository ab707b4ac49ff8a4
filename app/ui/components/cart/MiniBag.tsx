import {Link, useLocation} from '@remix-run/react';
import {useOptimisticCart} from '@shopify/hydrogen';
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {useRootData} from '~/ui/hooks/root-data';
import type {Cart} from '~/domain/types';
import {visibleLines} from '~/domain/cart-lines';
import {formatMoney} from '~/domain/format';
import {productUrl} from '~/domain/variant-options';
import {UI_TIMINGS} from '~/config/ui';
import {ProductImage} from '~/ui/components/common/ProductImage';

/**
 * The mini bag: on desktop it opens while the pointer is over the bag icon
 * (not on the bag page) and closes 500 ms after it leaves, or on Escape. Without
 * JavaScript the icon stays a plain link to the bag.
 */
export function MiniBag({children}: {children: ReactNode}) {
  const root = useRootData();
  const cart = useOptimisticCart(root?.cart ?? null) as Cart | null;
  const lines = visibleLines(cart);
  const {pathname} = useLocation();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>();
  const onBagPage = pathname === '/cart';

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => setOpen(false), [pathname]);
  // Hover content is dismissed by Escape, the pointer staying where it is (WCAG 1.4.13); the next hover reopens it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const enter = (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse' || onBagPage) return;
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const leave = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), UI_TIMINGS.miniBagCloseDelayMs);
  };

  return (
    <div className="relative" onPointerEnter={enter} onPointerLeave={leave}>
      {children}
      {open ? (
        <section
          aria-label="Mini bag"
          data-testid="mini-bag"
          className="absolute right-0 top-full z-40 mt-2 hidden w-96 rounded border border-neutral-200 bg-white p-4 shadow-xl lg:block"
        >
          {lines.length === 0 || !cart ? (
            <p className="text-sm">Your bag is empty.</p>
          ) : (
            <>
              <ul className="max-h-80 divide-y divide-neutral-100 overflow-y-auto">
                {lines.map((line) => (
                  <li key={line.id} className="flex gap-3 py-3">
                    <ProductImage image={line.merchandise.image} alt={line.merchandise.product.title} sizes="56px" maxWidth={240} className="w-14 rounded" />
                    <div className="flex-1 text-sm">
                      <Link to={productUrl(line.merchandise.product.handle, line.merchandise.id)} className="font-semibold hover:underline">
                        {line.merchandise.product.title}
                      </Link>
                      <p className="text-neutral-600">{`Qty ${line.quantity}`}</p>
                    </div>
                    <p className="text-sm font-semibold">{formatMoney(line.cost.totalAmount)}</p>
                  </li>
                ))}
              </ul>
              <p className="mt-3 flex justify-between border-t border-neutral-200 pt-3 font-semibold">
                <span>Subtotal</span>
                <span>{formatMoney(cart.cost.subtotalAmount)}</span>
              </p>
              <Link to="/cart" className="btn-primary mt-3 w-full">
                View bag
              </Link>
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
