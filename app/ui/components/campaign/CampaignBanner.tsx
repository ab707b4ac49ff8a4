import {useState} from 'react';
import {
  COUNTDOWN_TICK_MS,
  countdownParts,
  shouldShowCampaignBanner,
  type CampaignBanner as CampaignBannerData,
  type CountdownParts,
} from '~/domain/countdown';
import {SALE_COLOUR} from '~/domain/campaigns';
import {useCampaignClock, useCampaigns} from '~/ui/hooks/campaigns';
import {useHydrated} from '~/ui/hooks/use-hydrated';

/** Each unit's key is also its spoken name. */
const UNITS = [
  ['days', 'd'],
  ['hours', 'h'],
  ['minutes', 'm'],
  ['seconds', 's'],
] as const;

/**
 * The campaign banner below the header: its text and a
 * days/hours/minutes/seconds countdown ticking every second, shown only while
 * time remains and the text is not blank. The server renders the countdown
 * at the request time; with JS it ticks and the banner goes away at zero.
 *
 * Pause (WCAG 2.2.2) freezes the digits where they are; the banner still goes away when the time is up, as the spec
 * shows it only while time remains. A preview's pinned clock never ticks, so it has no pause.
 */
export function CampaignBanner({banner}: {banner: CampaignBannerData}) {
  const now = useCampaignClock(COUNTDOWN_TICK_MS);
  const {pinnedAt} = useCampaigns();
  const hydrated = useHydrated();
  // The figures shown when it was paused; null while it runs.
  const [frozen, setFrozen] = useState<CountdownParts | null>(null);
  const live = countdownParts(Date.parse(banner.endsAt), now);
  if (!live || !shouldShowCampaignBanner(banner, now)) return null;
  const parts = frozen ?? live;

  const background = banner.backgroundColour ?? SALE_COLOUR;
  const text = banner.textColour ?? '#FFFFFF';
  const spoken = UNITS.map(([key]) => `${parts[key]} ${key}`).join(', ');
  return (
    <section
      aria-label="Campaign"
      data-testid="campaign-banner"
      className="px-4 py-2 text-center"
      style={{backgroundColor: background, color: text, fontSize: banner.fontSize ?? undefined}}
    >
      <p className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1">
        <span className="font-semibold">{banner.text}</span>
        {/* role=timer is not announced on every tick; the label says the time left once read. */}
        <span role="timer" aria-label={`Ends in ${spoken}`} className="font-mono tabular-nums">
          {UNITS.map(([key, short]) => (
            <span key={key} className="mx-0.5" aria-hidden="true">
              {`${parts[key]}${short}`}
            </span>
          ))}
        </span>
        {hydrated && pinnedAt === null ? (
          // As the information banner's pause: a toggle named once, the glyph shows what a press does next.
          <button
            type="button"
            aria-label="Pause countdown"
            aria-pressed={!!frozen}
            onClick={() => setFrozen(frozen ? null : live)}
            className="-my-1 rounded p-1"
          >
            {frozen ? '\u25B6\uFE0E' : '\u275A\u275A'}
          </button>
        ) : null}
      </p>
    </section>
  );
}
