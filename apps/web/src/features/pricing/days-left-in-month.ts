/**
 * Days left in the "Limited time offer", which lasts to the end of the current month,
 * counted in the user's local time zone with today included: 1 on the last day of the month.
 */
export function daysLeftInMonth(today: Date = new Date()): number {
  const lastDay = new Date(today.getFullYear(), today.getMonth() + 1, 0).getDate();
  return lastDay - today.getDate() + 1;
}
