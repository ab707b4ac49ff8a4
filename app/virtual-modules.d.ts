// Modules made by Vite plugins at build time (no imports here: these are ambient declarations).

/** The store locator's gazetteer, one `SUBURB|postcode|STATE|lat|lng` line per place (scripts/au-gazetteer.ts). */
declare module 'virtual:au-gazetteer' {
  const lines: string;
  export default lines;
}

/** A file Vite copies into the build unchanged, imported for its URL (`?url`), e.g. the 3D viewer's script. */
declare module '*?url' {
  const url: string;
  export default url;
}
