/**
 * What express delivery promises, in words that match the dates the delivery service gave: order by the cut-off
 * (its time in the delivery area's own zone, with that zone's abbreviation at that date, daylight saving
 * included) and the day it arrives (the service skips weekends: a Friday order arrives on Monday, never
 * "tomorrow"). The service's cut-off carries its area's UTC offset (`2026-11-27T12:00:00+11:00`), so no zone
 * database is needed here; `now` is passed in.
 */

/** The Australian zone abbreviation for a UTC offset in minutes (the offsets of the mainland and Tasmania). */
const ZONE_BY_OFFSET = new Map<number, string>([
  [8 * 60, 'AWST'],
  [9 * 60 + 30, 'ACST'],
  [10 * 60, 'AEST'],
  [10 * 60 + 30, 'ACDT'],
  [11 * 60, 'AEDT'],
]);

const CUT_OFF = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?([+-])(\d{2}):(\d{2})$/;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Days since the epoch of a calendar date (its own calendar: no zone). */
const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / DAY_MS;

function calendarDay(dayNo: number): string {
  const date = new Date(dayNo * DAY_MS);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** `12pm`, `10am`, `11:30am`. */
function clockTime(hours: number, minutes: number): string {
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${hour12}${suffix}` : `${hour12}:${String(minutes).padStart(2, '0')}${suffix}`;
}

/** `today`, `tomorrow`, or the day by name and date. */
function relativeDay(dayNo: number, todayNo: number): string {
  if (dayNo === todayNo) return 'today';
  if (dayNo === todayNo + 1) return `tomorrow (${calendarDay(dayNo)})`;
  return calendarDay(dayNo);
}

/**
 * "Order by 12pm AEDT today and it arrives Monday 30 November.", or null when the dates cannot promise anything:
 * one is missing or malformed, the cut-off has passed (the saved estimate is out of date), or delivery would not
 * come after it.
 */
export function quickshipPromise(
  window: {cutOffTime: string | null; deliveryDay: string | null},
  nowMs: number,
): string | null {
  const cutOff = window.cutOffTime ? CUT_OFF.exec(window.cutOffTime.trim()) : null;
  const delivery = window.deliveryDay ? DATE_ONLY.exec(window.deliveryDay.trim()) : null;
  if (!cutOff || !delivery) return null;
  const [, year, month, day, hours, minutes, sign, offsetHours, offsetMinutes] = cutOff;
  const offset = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));
  const cutOffMs = Date.parse(window.cutOffTime!.trim());
  if (Number.isNaN(cutOffMs) || cutOffMs < nowMs) return null;

  const cutOffDay = dayNumber(Number(year), Number(month), Number(day));
  const deliveryDay = dayNumber(Number(delivery[1]), Number(delivery[2]), Number(delivery[3]));
  if (!(deliveryDay > cutOffDay)) return null;
  // Today in the delivery area: now shifted by the area's offset, read as a calendar date.
  const today = Math.floor((nowMs + offset * 60_000) / DAY_MS);

  const zone = ZONE_BY_OFFSET.get(offset);
  const time = `${clockTime(Number(hours), Number(minutes))}${zone ? ` ${zone}` : ''}`;
  // Delivery comes after a cut-off still ahead, so it is never "today".
  return `Order by ${time} ${relativeDay(cutOffDay, today)} and it arrives ${relativeDay(deliveryDay, today)}.`;
}
