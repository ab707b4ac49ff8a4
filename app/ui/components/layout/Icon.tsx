/** The header's line icons; decorative, so callers label the control around them. */
import {ownEntry} from '~/domain/own-entry';
const PATHS: Record<string, string> = {
  location:
    'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  cart: 'M6 8h12l-1 12H7L6 8Zm3 0V6a3 3 0 0 1 6 0v2',
  wishlist:
    'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 6l-6 6 6 6',
  chevron: 'M9 6l6 6-6 6',
  down: 'M6 9l6 6 6-6',
};

export function Icon({name, className = 'h-6 w-6'}: {name: string; className?: string}) {
  const path = ownEntry(PATHS, name === 'become-a-member' ? 'profile' : name) ?? PATHS.profile;
  return (
    // The stroke comes from .line-icon (app.css).
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`line-icon ${className}`}>
      <path d={path} />
    </svg>
  );
}
