import {Link} from '@remix-run/react';
import type {SiteHeader} from '~/domain/content-types';

/** Help and legal pages every store links from its footer (their content lives in Prismic). */
const HELP_LINKS = [
  {label: 'Contact us', url: '/contact-us'},
  {label: 'Find a store', url: '/store/store-locator'},
  {label: 'Delivery information', url: '/pages/delivery-information'},
  {label: 'Warranty', url: '/pages/warranty'},
  {label: 'Terms and conditions', url: '/static-pages/terms-and-conditions'},
  {label: 'Privacy policy', url: '/static-pages/privacy-policy'},
];

/** The store's own pages: its showrooms, membership, ideas and jobs. */
const ABOUT_LINKS = [
  {label: 'Our stores', url: '/store'},
  {label: 'Become a member', url: '/become-a-member'},
  {label: 'Inspiration', url: '/blogs/inspiration'},
  {label: 'Work with us', url: '/work-with-us'},
];

function LinkList({title, links}: {title: string; links: readonly {label: string; url: string}[]}) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-bold uppercase tracking-wide">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.url}>
            <Link to={link.url} className="text-white/90 hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer({brandName, header, year}: {brandName: string; header: SiteHeader | null; year: number}) {
  return (
    <footer className="render-when-near mt-16 bg-brand text-white">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{brandName}</p>
          <p className="mt-2 max-w-xs text-sm text-white/80">
            {header?.description || 'Beds, mattresses and bedroom furniture, delivered Australia-wide.'}
          </p>
        </div>
        <LinkList
          title="Shop"
          links={(header?.menu ?? []).flatMap((item) => (item.url ? [{label: item.label, url: item.url}] : []))}
        />
        <LinkList title="Help" links={HELP_LINKS} />
        <LinkList title="About us" links={ABOUT_LINKS} />
      </div>
      <p className="container-page border-t border-white/20 py-4 text-xs text-white/70">
        {`© ${year} ${brandName}. Prices in AUD and include GST.`}
      </p>
    </footer>
  );
}
