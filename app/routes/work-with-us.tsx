import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadWorkWithUs} from '~/features/content/blog-pages.server';
import {contentPageMeta} from '~/ui/components/common/ContentPage';
import {buttonClasses} from '~/ui/slices/content-style';
import {ContentImage, SliceLink, SliceRichText} from '~/ui/slices';
import {PAGE_CACHE_ALLOWED} from '~/kernel/page-cache-handle';

export const handle = PAGE_CACHE_ALLOWED;

/** /work-with-us: careers copy and the open roles, each with a way to apply. */
export async function loader({context}: LoaderFunctionArgs) {
  return loadWorkWithUs(context);
}

export const meta: MetaFunction<typeof loader> = ({data}) => contentPageMeta(data);

export default function WorkWithUs() {
  const {page} = useLoaderData<typeof loader>();
  return (
    <article className="pb-12">
      <div className="container-page max-w-4xl pt-10">
        <h1 className="text-3xl font-bold text-brand md:text-4xl">{page.title}</h1>
        <div className="mt-4 space-y-4 text-lg text-gray-700">
          <SliceRichText field={page.intro} />
        </div>
        {page.image ? (
          <div className="mt-8">
            <ContentImage image={page.image} priority sizes="(min-width: 1024px) 896px, 100vw" className="h-auto w-full rounded" />
          </div>
        ) : null}
      </div>
      <section aria-labelledby="open-roles" className="container-page mt-10 max-w-4xl">
        <h2 id="open-roles" className="text-2xl font-bold text-brand">
          {page.rolesHeading}
        </h2>
        {page.roles.length > 0 ? (
          <ul className="mt-6 space-y-6">
            {page.roles.map((role) => (
              <li key={role.title} className="rounded border border-neutral-200 p-6" data-testid="career-role">
                <h3 className="text-xl font-bold text-brand">{role.title}</h3>
                <p className="mt-1 text-sm text-gray-600">{[role.location, role.employmentType].filter(Boolean).join(' · ')}</p>
                <div className="mt-3 space-y-3 text-gray-800">
                  <SliceRichText field={role.description} />
                </div>
                <div className="mt-4">
                  <SliceLink field={role.applyLink} className={buttonClasses('primary', 'sm')}>
                    <span>
                      Apply<span className="sr-only">{` for ${role.title}`}</span>
                    </span>
                  </SliceLink>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4">There are no open roles right now.</p>
        )}
        {page.closing.length > 0 ? (
          <div className="mt-8 text-gray-700 [&_a]:text-brand [&_a]:underline">
            <SliceRichText field={page.closing} />
          </div>
        ) : null}
      </section>
    </article>
  );
}
