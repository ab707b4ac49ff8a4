import type {ReactNode} from 'react';
import type {SliceComponentProps} from '@prismicio/react';
import type {UspIcon, UspStripSlice} from '~/domain/slice-types';

const ICON_PATHS: Record<UspIcon, ReactNode> = {
  delivery: <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7zM7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" />,
  assembly: <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.1-.4-.4-2.1z" />,
  warranty: <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zm-3.5 9l2.5 2.5 4.5-5" />,
  member: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9a7 7 0 0 1 14 0" />,
  store: <path d="M4 10v10h16V10M3 4h18l-1 6H4zm6 16v-6h6v6" />,
};

function Icon({name}: {name: UspIcon | null}) {
  const path = name ? ICON_PATHS[name] : null;
  if (!path) return null;
  return (
    <svg viewBox="0 0 24 24" className="line-icon h-8 w-8 shrink-0 text-member [stroke-width:1.5]" aria-hidden="true">
      {path}
    </svg>
  );
}

/** A row of short selling points (delivery, assembly, warranty, membership...). */
export function UspStrip({slice}: SliceComponentProps<UspStripSlice>) {
  const points = slice.items.filter((item) => item.heading);
  if (points.length === 0) return null;

  return (
    <section className="bg-brand-light" data-slice-type={slice.slice_type}>
      <div className="mx-auto max-w-screen-xl px-4 py-8 md:px-8">
        {slice.primary.title ? (
          <h2 className="mb-6 text-center text-xl font-bold text-brand">{slice.primary.title}</h2>
        ) : null}
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {points.map((item, position) => (
            <li key={`${item.heading}-${position}`} className="flex gap-3">
              <Icon name={item.icon} />
              <div>
                <h3 className="font-bold text-brand">{item.heading}</h3>
                {item.description ? <p className="text-sm text-gray-700">{item.description}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
