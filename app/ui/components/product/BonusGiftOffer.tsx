import type {ImageRef} from '~/domain/types';
import {ProductImage} from '~/ui/components/common/ProductImage';

/**
 * The free gift the chosen variant comes with. The bag offers it once the item is in (its "Add your free bonus
 * gift"), one per item; nothing adds it by itself, so the panel says so.
 */
export function BonusGiftOffer({gift}: {gift: {title: string; image: ImageRef | null}}) {
  return (
    <div className="flex items-center gap-3 rounded bg-member/10 p-3 text-sm" data-testid="bonus-offer">
      {gift.image ? (
        <ProductImage image={gift.image} alt="" sizes="64px" maxWidth={240} className="size-16 rounded object-cover" />
      ) : null}
      <div>
        <p className="font-semibold text-member">{`Free bonus gift with this item: ${gift.title}`}</p>
        <p className="text-neutral-700">Add this item to your bag, then add your free gift from the bag.</p>
      </div>
    </div>
  );
}
