import {COUNTDOWN_TICK_MS, countdownParts, shouldShowCampaignBanner, type CampaignBanner as CampaignBannerData} from '~/domain/countdown';
import {SALE_COLOUR} from '~/domain/campaigns';
import {useCampaignClock} from '~/ui/hooks/campaigns';

const UNITS = [
  ['days', 'd', 'days'],
  ['hours', 'h', 'hours'],
  ['minutes', 'm', 'minutes'],
  ['seconds', 's', 'seconds'],
] as const;

/**
 * The campaign banner below the header: its text and a
 * days/hours/minutes/seconds countdown ticking every second, shown only while
 * time remains and the text is not blank. The server renders the countdown
 * at the request time; with JS it ticks and the banner goes away at zero.
 */
export function CampaignBanner({banner}: {banner: CampaignBannerData}) {
  const now = useCampaignClock(COUNTDOWN_TICK_MS);
  const endsAt = Date.parse(banner.endsAt);
  const parts = countdownParts(endsAt, now);
  if (!parts || !shouldShowCampaignBanner(banner, now)) return null;

  const background = banner.backgroundColour ?? SALE_COLOUR;
  const text = banner.textColour ?? '#FFFFFF';
  const spoken = UNITS.map(([key, , word]) => `${parts[key]} ${word}`).join(', ');
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
        <span role="timer" aria-label={`Ends in ${spoken}`} className="font-mono tabular-nums" data-testid="campaign-countdown">
          {UNITS.map(([key, short]) => (
            <span key={key} className="mx-0.5" aria-hidden="true">
              {`${parts[key]}${short}`}
            </span>
          ))}
        </span>
      </p>
    </section>
  );
}
