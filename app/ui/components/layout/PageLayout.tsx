import type {ReactNode} from 'react';
import type {SiteHeader} from '~/domain/content-types';
import type {MiniCart} from '~/domain/types';
import {bagNoticePlace, type BagOutcome} from '~/features/bag/outcome';
import type {WishlistOutcome} from '~/features/wishlist/outcome';
import {Header} from './Header';
import {Footer} from './Footer';
import {InformationBanner} from './InformationBanner';
import type {CampaignBanner as CampaignBannerData} from '~/domain/countdown';
import {CampaignBanner} from '~/ui/components/campaign/CampaignBanner';
import {WishlistModals} from '~/ui/components/wishlist/WishlistModals';
import {WishlistNotice} from '~/ui/components/wishlist/WishlistNotice';
import {NoticeBanner} from '~/ui/components/common/NoticeBanner';

interface PageLayoutProps {
  brandName: string;
  /** The outcome of a heart or wishlist form posted without JavaScript (sign-in answers show in their form). */
  wishlistNotice?: WishlistOutcome | null;
  header: SiteHeader | null;
  miniCart: MiniCart;
  bagNotice: BagOutcome | null;
  campaignBanner?: CampaignBannerData | null;
  /** The request time (ms): the footer's year comes from the server, so hydration always matches. */
  now: number;
  children: ReactNode;
}

/** The default layout: header, page, footer. */
export function PageLayout({
  brandName,
  header,
  miniCart,
  bagNotice,
  wishlistNotice,
  campaignBanner,
  now,
  children,
}: PageLayoutProps) {
  return (
    <>
      <a href="#main" className="sr-only-focusable fixed left-2 top-2 z-50 rounded bg-white px-4 py-2 shadow">
        Skip to content
      </a>
      {header?.informationBanner ? <InformationBanner banner={header.informationBanner} /> : null}
      <Header brandName={brandName} header={header} miniCart={miniCart} />
      {campaignBanner ? <CampaignBanner banner={campaignBanner} /> : null}
      {/* Notices of a bag form that names itself are shown beside that form (bagNoticePlace). */}
      {bagNotice && bagNoticePlace(bagNotice) === 'page' ? (
        <NoticeBanner ok={bagNotice.ok} message={bagNotice.message} testId="bag-notice" />
      ) : null}
      <WishlistNotice flashed={wishlistNotice} />
      <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none focus-visible:outline-brand">
        {children}
      </main>
      <Footer brandName={brandName} header={header} year={new Date(now).getFullYear()} />
      <WishlistModals />
    </>
  );
}
