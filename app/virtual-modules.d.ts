// Modules made by Vite plugins at build time (no imports here: these are ambient declarations).

/** The store locator's gazetteer, one `SUBURB|postcode|STATE|lat|lng` line per place (scripts/au-gazetteer.ts). */
declare module 'virtual:au-gazetteer' {
  const lines: string;
  export default lines;
}
