import {Link} from '@remix-run/react';
import {useOptimisticCart} from '@shopify/hydrogen';
import {useRootData} from '~/ui/hooks/root-data';
import {miniCartFromCart} from '~/domain/cart-lines';
import type {SiteHeader} from '~/domain/content-types';
import type {Cart, MiniCart} from '~/domain/types';
import {CountBadge} from './CountBadge';
import {Icon} from './Icon';
import {MegaMenu} from './MegaMenu';
import {MobileMenu} from './MobileMenu';
import {MiniBag} from '~/ui/components/cart/MiniBag';
import {HeaderSearch} from '~/ui/components/search/HeaderSearch';
import {useWishlistModals, useWishlistSummary} from '~/ui/hooks/wishlist';
import {useHydrated} from '~/ui/hooks/use-hydrated';
import {usePrefetch} from '~/ui/hooks/use-prefetch';
import {ownEntry} from '~/domain/own-entry';

interface HeaderProps {
  brandName: string;
  header: SiteHeader | null;
  miniCart: MiniCart;
}

/** Logo, menus and icons from the site-header content; the bag icon always shows. */
export function Header({brandName, header, miniCart: serverMiniCart}: HeaderProps) {
  // The bag count follows bag changes in flight (optimistic), not only the last server answer.
  const root = useRootData();
  const optimisticCart = useOptimisticCart(root?.cart ?? null) as Cart | null;
  const miniCart = root?.cart ? miniCartFromCart(optimisticCart) : serverMiniCart;
  const icons = header?.icons ?? [];
  const hasCartIcon = icons.some((icon) => icon.name === 'cart');
  return (
    <header className="relative z-30 border-b border-neutral-200 bg-white">
      <div className="container-page relative flex h-16 items-center gap-4 lg:h-auto lg:gap-2 xl:gap-4">
        {header ? <MobileMenu header={header} /> : null}
        <Link to="/" className="flex shrink-0 items-center" aria-label={`${brandName} home`}>
          {header?.logo ? (
            <img
              src={header.logo.url}
              alt=""
              width={header.logo.width ?? 160}
              height={header.logo.height ?? 40}
              className="h-8 w-auto lg:h-10"
            />
          ) : (
            <span className="text-xl font-bold tracking-tight text-brand">{brandName}</span>
          )}
        </Link>
        <div className="flex flex-1 justify-center">{header ? <MegaMenu items={header.menu} /> : null}</div>
        {/* The box gives way to the menu and the icons down to 10rem, so the row never runs off the window. */}
        <div className="hidden min-w-[10rem] flex-1 md:flex lg:max-w-xs">
          <HeaderSearch />
        </div>
        <ul className="flex shrink-0 items-center gap-3">
          {icons.map((icon) => (
            <li key={icon.name}>
              <HeaderIcon name={icon.name} url={icon.name === 'cart' ? '/cart' : icon.url} miniCart={miniCart} />
            </li>
          ))}
          {hasCartIcon ? null : (
            <li>
              <HeaderIcon name="cart" url="/cart" miniCart={miniCart} />
            </li>
          )}
        </ul>
      </div>
      <div className="container-page pb-3 md:hidden">
        <HeaderSearch />
      </div>
    </header>
  );
}

const ICON_LABELS: Record<string, string> = {
  location: 'Find a store',
  profile: 'My account',
  'become-a-member': 'Become a member',
  wishlist: 'Wishlist',
};

function HeaderIcon(props: {name: string; url: string; miniCart: MiniCart}) {
  if (props.name === 'wishlist') return <WishlistIcon />;
  return props.name === 'cart' ? (
    <MiniBag>
      <IconLink {...props} />
    </MiniBag>
  ) : (
    <IconLink {...props} />
  );
}

/**
 * The wishlist icon leads to /wishlist only when a member is signed in;
 * otherwise it opens the login modal (without JavaScript, /wishlist itself
 * asks to sign in). The badge shows the real count, 99+ from 100.
 */
function WishlistIcon() {
  const summary = useWishlistSummary();
  const {open} = useWishlistModals();
  const hydrated = useHydrated();
  const count = summary.count ?? 0;
  const label = `Wishlist${summary.signedIn ? `, ${count} ${count === 1 ? 'item' : 'items'}` : ''}`;
  const className = 'relative flex h-10 w-10 items-center justify-center rounded hover:bg-neutral-100';
  const content = (
    <>
      <Icon name="wishlist" />
      <CountBadge count={count} />
      <span className="sr-only">{label}</span>
    </>
  );
  if (!summary.signedIn && hydrated) {
    return (
      <button type="button" className={className} onClick={() => open('LOGIN_MODAL', 'HEADER')} data-testid="wishlist-icon">
        {content}
      </button>
    );
  }
  return (
    <Link to="/wishlist" className={className} data-testid="wishlist-icon">
      {content}
    </Link>
  );
}

function IconLink({name, url, miniCart}: {name: string; url: string; miniCart: MiniCart}) {
  const prefetch = usePrefetch();
  const isCart = name === 'cart';
  const count = isCart ? miniCart.lineItemsCount : 0;
  const label = isCart
    ? `Bag, ${count} ${count === 1 ? 'item' : 'items'}`
    : (ownEntry(ICON_LABELS, name) ?? name.replace(/-/g, ' '));
  return (
    <Link
      to={url}
      prefetch={isCart ? prefetch : undefined}
      className="relative flex h-10 w-10 items-center justify-center rounded hover:bg-neutral-100"
      data-testid={isCart ? 'bag-icon' : undefined}
    >
      <Icon name={name} />
      <CountBadge count={count} />
      <span className="sr-only">{label}</span>
    </Link>
  );
}
