/**
 * What the bag's delivery estimator says once a postcode is checked (a polite status, WCAG 4.1.3): the number of
 * options shown and the postcode they are for. No options says nothing here: the unavailable message is the alert.
 */
export function deliveryOptionsAnnouncement(count: number, postcode: string): string {
  if (count < 1) return '';
  return `${count} delivery ${count === 1 ? 'option' : 'options'} for ${postcode}`;
}
