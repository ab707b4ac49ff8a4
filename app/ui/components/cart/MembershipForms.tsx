import type {BagView} from '~/features/bag/view';
import {BRAND} from '~/config/brand';
import {BagForm, FieldError, bagFormResult, useBagNotice} from './BagForm';

const PROGRAMMES = [
  {id: 'member', title: `${BRAND.name} Member`, numberLabel: 'Member number'},
  {id: 'autoClub', title: 'Auto club member', numberLabel: 'Auto club membership number'},
  {id: 'velocity', title: 'Velocity Frequent Flyer', numberLabel: 'Velocity number'},
] as const;

/** Member, auto club and Velocity details, saved on the bag as cart attributes. */
export function MembershipForms({membership}: {membership: BagView['membership']}) {
  const saved = {
    member: membership.member ? {email: membership.member.email, number: membership.member.memberId} : null,
    autoClub: membership.autoClub
      ? {email: membership.autoClub.email, number: membership.autoClub.autoClubNumber}
      : null,
    velocity: membership.velocity
      ? {email: membership.velocity.email, number: membership.velocity.velocityNumber}
      : null,
  };
  const email = saved.member?.email ?? saved.autoClub?.email ?? saved.velocity?.email ?? null;
  const lapsed = PROGRAMMES.filter((programme) => membership.lapsed.includes(programme.id));
  return (
    <section aria-labelledby="members-heading" className="rounded border border-neutral-200 p-4">
      <h2 id="members-heading" className="font-semibold">
        Member benefits
      </h2>
      {email ? (
        <p className="mt-2 text-sm" data-testid="member-email">
          {`Member prices apply to orders placed with ${email}: use it as your email at checkout.`}
        </p>
      ) : null}
      {lapsed.length > 0 ? (
        <p className="mt-2 text-sm" data-testid="member-lapsed">
          {`Your ${lapsed.map((programme) => programme.title).join(' and ')} details need entering again for member prices.`}
        </p>
      ) : null}
      <div className="mt-3 space-y-3">
        {PROGRAMMES.map((programme) => {
          const details = saved[programme.id];
          return details ? (
            <div key={programme.id} className="rounded bg-neutral-50 p-3 text-sm" data-testid={`saved-${programme.id}`}>
              <p className="font-semibold">{programme.title}</p>
              <p>{`${programme.numberLabel}: ${details.number}`}</p>
              {programme.id === 'velocity' && membership.points ? (
                <p className="text-velocity" data-testid="velocity-points">
                  {`You'll earn ${membership.points.totalBase + membership.points.totalBonus} Velocity Points`}
                  {membership.points.totalBonus > 0 ? ` (including ${membership.points.totalBonus} bonus)` : ''}
                </p>
              ) : null}
              <BagForm action="CustomRemoveMembership" inputs={{programme: programme.id}}>
                {(fetcher) => (
                  <button type="submit" className="mt-1 underline" disabled={fetcher.state !== 'idle'}>
                    Remove<span className="sr-only">{` ${programme.title} details`}</span>
                  </button>
                )}
              </BagForm>
            </div>
          ) : (
            <ProgrammeForm key={programme.id} programme={programme} />
          );
        })}
      </div>
    </section>
  );
}

function ProgrammeForm({programme}: {programme: (typeof PROGRAMMES)[number]}) {
  const ids = {email: `${programme.id}-email`, number: `${programme.id}-number`};
  const formName = `CustomSaveMembership:${programme.id}`;
  const notice = useBagNotice();
  return (
    // Open again after a no-JS post that this form's fields must correct.
    <details className="rounded border border-neutral-200 p-3 text-sm" open={notice?.form === formName || undefined}>
      <summary className="cursor-pointer font-semibold">{programme.title}</summary>
      <BagForm action="CustomSaveMembership" inputs={{programme: programme.id}}>
        {(fetcher) => {
          const result = bagFormResult(fetcher, formName, notice);
          const errors = result?.fieldErrors ?? {};
          return (
            <div className="mt-3 space-y-2">
              <div>
                <label htmlFor={ids.email} className="block">
                  Email
                </label>
                <input
                  id={ids.email}
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={errors.email ? `${ids.email}-error` : undefined}
                  className="w-full rounded border border-neutral-300 px-3 py-2"
                />
                <FieldError id={`${ids.email}-error`} message={errors.email} />
              </div>
              <div>
                <label htmlFor={ids.number} className="block">
                  {programme.numberLabel}
                </label>
                <input
                  id={ids.number}
                  name="number"
                  required
                  aria-invalid={errors.number ? true : undefined}
                  aria-describedby={errors.number ? `${ids.number}-error` : undefined}
                  className="w-full rounded border border-neutral-300 px-3 py-2"
                />
                <FieldError id={`${ids.number}-error`} message={errors.number} />
              </div>
              <button type="submit" className="btn-secondary" disabled={fetcher.state !== 'idle'}>
                {fetcher.state !== 'idle' ? 'Saving…' : 'Apply'}
              </button>
            </div>
          );
        }}
      </BagForm>
    </details>
  );
}
