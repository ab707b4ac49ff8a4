import type {ReactNode} from 'react';

/** The `slices` layout: the page alone, no banners, header or footer (the slice simulator). */
export function SlicesLayout({children}: {children: ReactNode}) {
  return (
    <main id="main" tabIndex={-1} className="min-h-screen focus:outline-none focus-visible:outline-brand">
      {children}
    </main>
  );
}
