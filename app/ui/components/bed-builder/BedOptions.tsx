import {Link} from '@remix-run/react';
import {useId, type MouseEvent} from 'react';
import type {BedBuilderView} from '~/features/bedbuilder/view';
import {BED_OPTION_LABELS, bedBuilderPath, chooseOption, findColour, offeredChoices, type BedOptionKey} from '~/domain/bed-builder';

/**
 * One option of the builder: without JavaScript its choices are links to the
 * next selection; with it, a button opens the option's modal (ChoiceList inside).
 */
export function OptionGroup({
  view,
  optionKey,
  hydrated,
  onOpen,
  onChoose,
}: {
  view: BedBuilderView;
  optionKey: BedOptionKey;
  hydrated: boolean;
  onOpen: () => void;
  onChoose: (event: MouseEvent<HTMLAnchorElement>, key: BedOptionKey, value: string) => void;
}) {
  const headingId = useId();
  const label = BED_OPTION_LABELS[optionKey];
  return (
    <section aria-labelledby={headingId} data-testid={`bed-option-${optionKey}`}>
      {/* The current selection travels with the form (Start again sends none). */}
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {label}: <span data-testid={`bed-selected-${optionKey}`}>{view.selection[optionKey]}</span>
        </h2>
        {hydrated ? (
          <button type="button" className="text-sm font-semibold text-brand underline" onClick={onOpen}>
            Change {label.toLowerCase()}
          </button>
        ) : null}
      </div>
      {hydrated ? null : <ChoiceList view={view} optionKey={optionKey} onChoose={onChoose} />}
    </section>
  );
}

export function ChoiceList({
  view,
  optionKey,
  onChoose,
}: {
  view: BedBuilderView;
  optionKey: BedOptionKey;
  onChoose: (event: MouseEvent<HTMLAnchorElement>, key: BedOptionKey, value: string) => void;
}) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2" data-testid={`bed-choices-${optionKey}`}>
      {offeredChoices(view.options, view.selection, optionKey).map((name) => {
        const result = chooseOption(view.options, view.selection, optionKey, name);
        if (!result.ok) return null;
        const current = view.selection[optionKey] === name;
        const swatch = optionKey === 'colour' ? findColour(view.options, {material: view.selection.material, colour: name})?.value : undefined;
        return (
          <li key={name}>
            <Link
              to={bedBuilderPath(result.selection, {size: view.size})}
              preventScrollReset
              replace
              aria-current={current ? 'true' : undefined}
              onClick={(event) => onChoose(event, optionKey, name)}
              className={choiceClass(current)}
            >
              {swatch ? <span aria-hidden="true" className="inline-block h-4 w-4 rounded-full border border-white" style={{background: swatch}} /> : null}
              {name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function choiceClass(current: boolean): string {
  return `inline-flex items-center gap-2 rounded border px-3 py-2 text-sm ${
    current ? 'border-brand bg-brand text-white' : 'border-neutral-300 hover:border-brand'
  }`;
}

/**
 * The bed's size: the sizes every part is made in (from the catalogue). Few
 * enough to show as links, with JavaScript or without; a change keeps every
 * other option. With JavaScript `onChoose` takes the link (so an unavailable
 * size says so in the page's modal, as an option does).
 */
export function SizeGroup({
  view,
  onChoose,
}: {
  view: BedBuilderView;
  onChoose: (event: MouseEvent<HTMLAnchorElement>, path: string) => void;
}) {
  const headingId = useId();
  if (view.size === null) return null;
  return (
    <section aria-labelledby={headingId} data-testid="bed-option-size">
      <h2 id={headingId} className="text-lg font-semibold">
        Size: <span data-testid="bed-selected-size">{view.size}</span>
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2" data-testid="bed-choices-size">
        {view.sizes.map((size) => {
          const path = bedBuilderPath(view.selection, {size});
          return (
            <li key={size}>
              <Link
                to={path}
                preventScrollReset
                replace
                aria-current={size === view.size ? 'true' : undefined}
                onClick={(event) => onChoose(event, path)}
                className={choiceClass(size === view.size)}
              >
                {size}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
