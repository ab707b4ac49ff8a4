import {lazy, Suspense} from 'react';
import {Link} from '@remix-run/react';
import type {ErrorPageContent} from '~/domain/content-types';
import {defaultHelpfulLinks, errorApology, errorHeading} from '~/domain/error-page';
import {BRAND} from '~/config/brand';

// Only an error page with content blocks loads the slice components (see ErrorPageSlices).
const ErrorPageSlices = lazy(() => import('./ErrorPageSlices'));

interface ErrorPageProps {
  status: number;
  message: string;
  content?: ErrorPageContent | null;
}

/**
 * The error page: heading, apology, home link, helpful links and content blocks. Loaded only when a page fails
 * (root.tsx), so it is not in the code every page loads.
 */
export function ErrorPage({status, message, content}: ErrorPageProps) {
  const links =
    content?.helpfulLinks && content.helpfulLinks.length > 0
      ? content.helpfulLinks
      : defaultHelpfulLinks(BRAND.name);
  return (
    <section className="container-page py-16">
      <h1 className="text-3xl font-bold text-brand md:text-4xl">{errorHeading(status, message)}</h1>
      <p className="mt-4 text-lg">{errorApology(BRAND.name, status)}</p>
      <Link to="/" className="btn-primary mt-6">
        Go to the home page
      </Link>
      <nav aria-labelledby="helpful-links" className="mt-10">
        <h2 id="helpful-links" className="text-xl font-semibold">
          Helpful Links
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {links.map((link) => (
            <li key={`${link.label}-${link.url}`}>
              <Link to={link.url} className="block rounded border border-neutral-200 px-4 py-3 hover:border-brand">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {content?.slices?.length ? (
        <div className="mt-12">
          <Suspense fallback={null}>
            <ErrorPageSlices slices={content.slices} />
          </Suspense>
        </div>
      ) : null}
    </section>
  );
}

export default ErrorPage;
