import {Link} from '@remix-run/react';
import type {OptionTiles} from '~/domain/variant-options';
import {productUrl} from '~/domain/variant-options';
import {usePrefetch} from '~/ui/hooks/use-prefetch';

/**
 * Size, colour, base and feel tiles. Each is a link to `?variant=`, so
 * choosing works without JavaScript and every choice has its own URL.
 */
export function VariantTiles({handle, options}: {handle: string; options: OptionTiles[]}) {
  // Skipped on 2g or with data saver on: a slow connection is not spent on pages the shopper may not open.
  const prefetch = usePrefetch();
  return (
    <div className="space-y-5">
      {options.map((option) => {
        const selected = option.tiles.find((tile) => tile.selected);
        return (
          <fieldset key={option.name}>
            <legend className="mb-2 text-sm font-semibold">
              {option.name}
              {selected ? <span className="font-normal text-neutral-600">{`: ${selected.value}`}</span> : null}
            </legend>
            <ul className="flex flex-wrap gap-2">
              {option.tiles.map((tile) =>
                tile.variantId ? (
                  <li key={tile.value}>
                    <Link
                      to={productUrl(handle, tile.variantId)}
                      replace
                      preventScrollReset
                      prefetch={prefetch}
                      aria-current={tile.selected ? 'true' : undefined}
                      className={`block rounded border px-4 py-2 text-sm ${
                        tile.selected
                          ? 'border-brand bg-brand text-white'
                          : 'border-neutral-300 hover:border-brand'
                      } ${tile.available ? '' : 'text-neutral-500 line-through'}`}
                    >
                      {tile.value}
                      {tile.available ? null : <span className="sr-only"> (sold out)</span>}
                    </Link>
                  </li>
                ) : null,
              )}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
