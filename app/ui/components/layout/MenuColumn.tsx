import {Link} from '@remix-run/react';
import type {MenuColumn as MenuColumnData} from '~/domain/content-types';
import {usePrefetch} from '~/ui/hooks/use-prefetch';

/** One column of a second-level menu: an optional heading over its links (desktop panel and mobile child menu). */
export function MenuColumn({column, compact}: {column: MenuColumnData; compact: boolean}) {
  // Skipped on 2g or with data saver on: a slow connection is not spent on pages the shopper may not open.
  const prefetch = usePrefetch();
  return (
    <div className={compact ? 'mb-5' : undefined}>
      {column.heading ? (
        <p className={`font-bold uppercase text-brand ${compact ? 'mb-2 text-xs' : 'mb-3 text-sm'}`}>{column.heading}</p>
      ) : null}
      <ul className={compact ? 'space-y-3' : 'space-y-2'}>
        {column.links.map((link) => (
          <li key={`${link.label}-${link.url}`}>
            <Link to={link.url} prefetch={prefetch} className={compact ? 'block' : 'text-sm hover:underline'}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
