import {formatBadgeCount} from '~/domain/format';

/** Bag and wishlist counts; 99+ from 100. */
export function CountBadge({count}: {count: number}) {
  const text = formatBadgeCount(count);
  if (!text) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -right-2 -top-1 min-w-[1.25rem] rounded-full bg-sale px-1 text-center text-[0.65rem] font-bold leading-5 text-white"
    >
      {text}
    </span>
  );
}
