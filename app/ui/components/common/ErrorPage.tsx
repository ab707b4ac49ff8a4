import {Component, lazy, Suspense, type ReactNode} from 'react';
import {Link} from '@remix-run/react';
import type {ErrorPageContent} from '~/domain/content-types';
import {errorHeading} from '~/domain/error-page';
import {defaultHelpfulLinks, errorApology} from '~/domain/error-page-copy';
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

/** If the error page itself fails, say so, show the details and link home. */
export class ErrorPageGuard extends Component<{details: string; children: ReactNode}, {failed: boolean}> {
  state = {failed: false};

  static getDerivedStateFromError() {
    return {failed: true};
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="container-page py-16">
        <h1 className="text-2xl font-bold">An error occurred while showing the error page.</h1>
        <pre className="mt-4 whitespace-pre-wrap rounded bg-neutral-100 p-4 text-sm">{this.props.details}</pre>
        <a href="/" className="btn-primary mt-6">
          Go back to home
        </a>
      </section>
    );
  }
}

/** The error page as the root error boundary shows it: guarded, so a failure in it still says what happened. */
export default function GuardedErrorPage(props: ErrorPageProps & {details: string}) {
  return (
    <ErrorPageGuard details={props.details}>
      <ErrorPage status={props.status} message={props.message} content={props.content} />
    </ErrorPageGuard>
  );
}
