/**
 * The eligible-postcode answer: metro postcodes are quickship-eligible, with
 * the area's next order cut-off and the delivery day that follows it.
 * Orders are cut off on weekdays at the area's local time and delivered the
 * next weekday (no public holidays in the stand-in).
 */
import type {MetroArea} from '../fixtures/delivery-rates';
import {deliveryZoneOf, stateOfPostcode} from './postcodes';

/** The wire reply of `GET {ecom_base}/quickship/eligible-postcode`. */
export interface EligiblePostcodeReply {
  eligible: boolean;
  state: string | null;
  /** ISO 8601 instant with the area's UTC offset, e.g. `2025-06-02T12:00:00+10:00`. */
  cutoff_at: string | null;
  /** The delivery day, `YYYY-MM-DD`, in the area's calendar. */
  delivery_at: string | null;
  warehouse_id: string | null;
}

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Minutes east of UTC that `timeZone` observes at `instant` (DST-aware). */
function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', {timeZone, timeZoneName: 'longOffset'})
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = name?.match(/GMT([+-])(\d{2}):(\d{2})/);
  if (!match) return 0; // "GMT" alone: UTC
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function localClock(instant: Date, timeZone: string): {day: CalendarDay; minutes: number} {
  const local = new Date(instant.getTime() + utcOffsetMinutes(instant, timeZone) * MINUTE_MS);
  return {
    day: {year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate()},
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

const dayNumber = ({year, month, day}: CalendarDay) => Date.UTC(year, month - 1, day) / DAY_MS;

function fromDayNumber(n: number): CalendarDay {
  const date = new Date(n * DAY_MS);
  return {year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate()};
}

const isWeekday = (day: CalendarDay) => {
  const weekday = new Date(dayNumber(day) * DAY_MS).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

function nextWeekday(day: CalendarDay): CalendarDay {
  let n = dayNumber(day) + 1;
  while (!isWeekday(fromDayNumber(n))) n += 1;
  return fromDayNumber(n);
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = ({year, month, day}: CalendarDay) => `${year}-${pad(month)}-${pad(day)}`;

function isoOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** A local wall-clock time in `timeZone` as an ISO instant with its offset. */
function zonedIso(day: CalendarDay, minutesOfDay: number, timeZone: string): string {
  const wallClockAsUtc = dayNumber(day) * DAY_MS + minutesOfDay * MINUTE_MS;
  // The offset depends on the instant, which depends on the offset: two passes settle it.
  let offset = utcOffsetMinutes(new Date(wallClockAsUtc), timeZone);
  offset = utcOffsetMinutes(new Date(wallClockAsUtc - offset * MINUTE_MS), timeZone);
  return `${isoDate(day)}T${pad(Math.floor(minutesOfDay / 60))}:${pad(minutesOfDay % 60)}:00${isoOffset(offset)}`;
}

const minutesOf = (hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The next order cut-off in the area after `now`, and the day those orders arrive. */
export function nextQuickshipWindow(area: MetroArea, now: Date): {cutoffAt: string; deliveryDay: string} {
  const cutOff = minutesOf(area.cutOff);
  const {day: today, minutes} = localClock(now, area.timeZone);
  const cutoffDay = isWeekday(today) && minutes < cutOff ? today : nextWeekday(today);
  return {
    cutoffAt: zonedIso(cutoffDay, cutOff, area.timeZone),
    deliveryDay: isoDate(nextWeekday(cutoffDay)),
  };
}

/** The reply for a four-digit postcode at `now`. */
export function eligiblePostcodeReply(postcode: string, now: Date): EligiblePostcodeReply {
  const zone = deliveryZoneOf(postcode);
  if (zone.kind !== 'metro') {
    return {eligible: false, state: stateOfPostcode(postcode), cutoff_at: null, delivery_at: null, warehouse_id: null};
  }
  const window = nextQuickshipWindow(zone.area, now);
  return {
    eligible: true,
    state: zone.state,
    cutoff_at: window.cutoffAt,
    delivery_at: window.deliveryDay,
    warehouse_id: zone.warehouseId,
  };
}
