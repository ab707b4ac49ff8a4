import {useLocation} from '@remix-run/react';
import {useEffect} from 'react';

/**
 * Shown on every page of a Prismic preview session: says the page shows
 * drafts and offers a way out (a plain link, so it works without
 * JavaScript). With JavaScript, Prismic's toolbar (or the stand-in's) is
 * loaded after hydration, so it never disturbs React's markup.
 */
export function PreviewNotice({toolbarSrc}: {toolbarSrc: string}) {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (document.querySelector(`script[data-prismic-toolbar]`)) return;
    const script = document.createElement('script');
    script.src = toolbarSrc;
    script.async = true;
    script.defer = true;
    script.dataset.prismicToolbar = 'true';
    document.body.append(script);
  }, [toolbarSrc]);
  return (
    <aside
      aria-label="Preview"
      data-testid="preview-banner"
      className="border-b-4 border-brand-accent bg-brand-light"
    >
      <div className="container-page flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
        <p>
          <strong className="mr-2 rounded bg-brand px-2 py-0.5 text-white">Preview</strong>
          You are looking at unpublished drafts from Prismic. Shoppers do not see them.
        </p>
        <a href={`/preview/exit?returnTo=${encodeURIComponent(returnTo)}`} className="font-semibold underline">
          Exit preview
        </a>
      </div>
    </aside>
  );
}

export default PreviewNotice;
