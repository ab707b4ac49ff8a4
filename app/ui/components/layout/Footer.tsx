import {Link} from '@remix-run/react';
import type {SiteHeader} from '~/domain/content-types';

/** Help and legal pages every store links from its footer (content lives in Prismic). */
const HELP_LINKS = [
  {label: 'Delivery information', url: '/pages/delivery-information'},
  {label: 'Warranty', url: '/pages/warranty'},
  {label: 'Terms and conditions', url: '/static-pages/terms-and-conditions'},
  {label: 'Privacy policy', url: '/static-pages/privacy-policy'},
];

export function Footer({brandName, header, year}: {brandName: string; header: SiteHeader | null; year: number}) {
  return (
    <footer className="render-when-near mt-16 bg-brand text-white">
      <div className="container-page grid gap-10 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold">{brandName}</p>
          <p className="mt-2 max-w-xs text-sm text-white/80">
            {header?.description || 'Beds, mattresses and bedroom furniture, delivered Australia-wide.'}
          </p>
        </div>
        <nav aria-label="Shop">
          <h2 className="mb-3 text-sm font-bold uppercase tracking-wide">Shop</h2>
          <ul className="space-y-2 text-sm">
            {(header?.menu ?? []).flatMap((item) =>
              item.url ? [{label: item.label, url: item.url}] : [],
            ).map((item) => (
              <li key={item.label}>
                <Link to={item.url} className="text-white/90 hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Help">
          <h2 className="mb-3 text-sm font-bold uppercase tracking-wide">Help</h2>
          <ul className="space-y-2 text-sm">
            {HELP_LINKS.map((link) => (
              <li key={link.url}>
                <Link to={link.url} className="text-white/90 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="container-page border-t border-white/20 py-4 text-xs text-white/70">
        {`© ${year} ${brandName}. Prices in AUD and include GST.`}
      </p>
    </footer>
  );
}
