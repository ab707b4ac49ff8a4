import {Link} from '@remix-run/react';
import {useEffect, useState} from 'react';
import {REDIRECT_FROM_KEY, readRedirectFrom, type RedirectFrom} from '~/ui/browser/redirect-from';

/** 'Back to {page}' for the page the shopper came from (redirectFrom), once the browser has said which. */
export function BackToPrevious({exceptPath}: {exceptPath: string}) {
  const [from, setFrom] = useState<RedirectFrom | null>(null);
  useEffect(() => {
    const stored = readRedirectFrom(window.sessionStorage.getItem(REDIRECT_FROM_KEY));
    setFrom(stored && !stored.url.startsWith(exceptPath) ? stored : null);
  }, [exceptPath]);
  if (!from) return null;
  return (
    <Link to={from.url} className="text-sm underline" data-testid="back-to-previous">
      Back to {from.pageTitle.split(' | ')[0]}
    </Link>
  );
}
