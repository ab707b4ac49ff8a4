const SIZES = {
  sm: 'h-3.5 w-[4.375rem]',
  md: 'h-4 w-20',
  lg: 'h-6 w-[7.5rem]',
} as const;

/**
 * A score out of 5 as five stars: grey ones under gold ones cut to the
 * score's width, so 4.6 shows four and a half-full fifth. One image to
 * assistive technology, named by `label` (e.g. "Rated 4.6 out of 5").
 * The stars are the `.star-row` mask (app.css): a listing of twelve tiles
 * would otherwise repeat 120 star paths in its HTML.
 */
export function Stars({score, label, size = 'md'}: {score: number; label: string; size?: keyof typeof SIZES}) {
  const filled = Math.min(100, Math.max(0, (score / 5) * 100));
  return (
    <span role="img" aria-label={label} className={`relative inline-block shrink-0 ${SIZES[size]}`}>
      <span aria-hidden="true" className="star-row absolute inset-0 text-neutral-300" />
      <span aria-hidden="true" className="star-row absolute inset-y-0 left-0 text-amber-600" style={{width: `${filled}%`}} />
    </span>
  );
}
