/**
 * Upstream text values sometimes arrive HTML-entity encoded (Searchspring's
 * result values; possibly Yotpo's review text). Decoded here, once, for every
 * service that reshapes such replies: React escapes what it renders anyway.
 */
import {ownEntry} from '~/domain/own-entry';
const NAMED_ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

/** Decodes named (&amp; &lt; &gt; &quot; &apos; &nbsp;) and numeric entities; unknown ones are left as they are. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1].toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ownEntry(NAMED_ENTITIES, entity.toLowerCase()) ?? whole;
  });
}

