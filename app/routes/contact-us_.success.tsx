import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {BRAND} from '~/config/brand';
import {pageMeta} from '~/features/seo/meta';
import {SliceRichText} from '~/ui/slices';

const DEFAULT_SUCCESS_TITLE = 'Thanks for your message';

/**
 * /contact-us/success (the contact-us page's child in the route map, without
 * its layout). The message has been sent by the time anyone lands here, so
 * the content is optional: missing or failed (reported), the page says
 * thanks in its own words rather than showing an error.
 */
export async function loader({context}: LoaderFunctionArgs) {
  try {
    return {content: await context.content.getContactUsSuccess()};
  } catch (error) {
    context.reportError(error, {service: 'prismic'});
    return {content: null};
  }
}

export const meta: MetaFunction<typeof loader> = ({data}) =>
  pageMeta({title: data?.content?.title || DEFAULT_SUCCESS_TITLE, robots: 'noindex, follow', brandName: BRAND.name});

export default function ContactUsSuccess() {
  const {content} = useLoaderData<typeof loader>();
  return (
    <div className="container-page max-w-2xl py-10" data-testid="contact-success">
      <h1 className="text-3xl font-bold text-brand">{content?.title || DEFAULT_SUCCESS_TITLE}</h1>
      <div className="prose mt-4 max-w-none">
        {content ? <SliceRichText field={content.message} /> : <p>We’ll reply by email as soon as we can.</p>}
      </div>
      <p className="mt-8 flex flex-wrap gap-4">
        <Link to="/" className="btn-primary">
          Back to the home page
        </Link>
        <Link to="/store/store-locator" className="btn-secondary">
          Find a store
        </Link>
      </p>
    </div>
  );
}
