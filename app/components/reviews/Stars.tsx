/** One star in a 20 × 20 box; a row repeats it five times. */
const STAR = 'M10 1.5l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.8l-5.2 2.7 1-5.8L1.6 7.6l5.8-.8z';

const SIZES = {
  sm: 'h-3.5 w-[4.375rem]',
  md: 'h-4 w-20',
  lg: 'h-6 w-[7.5rem]',
} as const;

function StarRow({className}: {className: string}) {
  return (
    <svg viewBox="0 0 100 20" aria-hidden="true" focusable="false" className={`fill-current ${className}`}>
      {[0, 1, 2, 3, 4].map((n) => (
        <path key={n} d={STAR} transform={`translate(${n * 20} 0)`} />
      ))}
    </svg>
  );
}

/**
 * A score out of 5 as five stars: grey ones under gold ones cut to the
 * score's width, so 4.6 shows four and a half-full fifth. One image to
 * assistive technology, named by `label` (e.g. "Rated 4.6 out of 5").
 */
export function Stars({score, label, size = 'md'}: {score: number; label: string; size?: keyof typeof SIZES}) {
  const filled = Math.min(100, Math.max(0, (score / 5) * 100));
  return (
    <span role="img" aria-label={label} className={`relative inline-block shrink-0 ${SIZES[size]}`}>
      <StarRow className={`text-neutral-300 ${SIZES[size]}`} />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{width: `${filled}%`}}>
        <StarRow className={`text-amber-600 ${SIZES[size]}`} />
      </span>
    </span>
  );
}
