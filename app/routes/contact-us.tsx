import {useActionData, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {contactUsAction} from '~/features/contact/action.server';
import {notFound, orUnavailable} from '~/features/errors/responses.server';
import {contentPageMeta} from '~/ui/components/common/ContentPage';
import {SliceRichText} from '~/ui/slices';
import {ContactForm} from '~/ui/components/contact/ContactForm';

/** /contact-us: the `contact_us` content and its form (fields, labels and messages from content). */
export async function loader({context}: LoaderFunctionArgs) {
  const page = await orUnavailable(context, () => context.content.getContactUsPage());
  if (!page) return notFound(context);
  return {page, canonicalUrl: context.site.url(page.url)};
}

export async function action({context, request}: ActionFunctionArgs) {
  return contactUsAction(context, request, Date.now());
}

export const meta: MetaFunction<typeof loader> = ({data}) => contentPageMeta(data);

export default function ContactUs() {
  const {page} = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-3xl font-bold text-brand">{page.title || 'Contact us'}</h1>
      <div className="prose mt-4 max-w-none">
        <SliceRichText field={page.intro} />
      </div>
      <div className="mt-8">
        <ContactForm fields={page.fields} submitLabel={page.submitLabel} answer={answer} />
      </div>
    </div>
  );
}
