import {useId, useState} from 'react';
import {BRAND} from '~/config/brand';

/** The selection's URL to copy; with JavaScript, Web Share or the clipboard. */
export function ShareLink({url, hydrated}: {url: string; hydrated: boolean}) {
  const id = useId();
  const [copied, setCopied] = useState<string | null>(null);
  const share = async () => {
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({title: `My ${BRAND.name} bed`, url});
        return;
      }
      await navigator.clipboard.writeText(url);
      setCopied('Link copied.');
    } catch {
      setCopied('Copy the link above to share it.');
    }
  };
  return (
    <div className="mt-6 print:hidden">
      <label htmlFor={id} className="block text-sm font-semibold">
        Share your bed
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          readOnly
          value={url}
          className="w-full rounded border border-neutral-300 px-3 py-2 text-sm"
          data-testid="bed-builder-share-url"
          onFocus={(event) => event.currentTarget.select()}
        />
        {hydrated ? (
          <button type="button" className="btn-secondary whitespace-nowrap" onClick={share}>
            Share link
          </button>
        ) : null}
      </div>
      <p role="status" className="mt-1 text-sm text-neutral-600">
        {copied ?? ''}
      </p>
    </div>
  );
}
