import type {BedBuilderView} from '~/features/bedbuilder/view';
import {findColour} from '~/domain/bed-builder';

/** The bed as stacked option layers, named for assistive technology by the selection. */
export function BedPicture({view}: {view: BedBuilderView}) {
  const colour = findColour(view.options, view.selection);
  const label = `${view.selection.colour} ${view.selection.material.toLowerCase()} bed with a ${view.selection.headboard} headboard and ${view.selection.base} base`;
  return (
    <figure className="lg:sticky lg:top-4 lg:self-start">
      <div
        role="img"
        aria-label={label}
        className="relative aspect-[4/3] w-full overflow-hidden rounded-lg bg-[#f3efe8]"
        data-testid="bed-builder-picture"
      >
        {view.layers.map((layer) => (
          <img
            key={layer.path}
            src={layer.url}
            alt=""
            width={800}
            height={600}
            data-layer={layer.kind}
            className="absolute inset-0 h-full w-full object-contain"
          />
        ))}
      </div>
      <figcaption className="mt-2 flex items-center gap-2 text-sm text-neutral-600">
        {colour ? <span aria-hidden="true" className="inline-block h-4 w-4 rounded-full border" style={{background: colour.value}} /> : null}
        {label}
      </figcaption>
    </figure>
  );
}
