const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/**
 * What is left until a group's deadline: whole days and hours, or null once it passed. Counted from the
 * server's `secondsLeft` at the moment the group was read (`measuredAt`, the browser's time then), so a
 * browser whose clock is off still counts down right (decision 015: the server's clock decides).
 */
export function timeLeftOf(
  secondsLeft: number,
  measuredAt: number,
  now: Date,
): { days: number; hours: number } | null {
  const left = secondsLeft * 1000 - (now.getTime() - measuredAt);
  if (left <= 0) return null;
  return { days: Math.floor(left / dayMs), hours: Math.floor((left % dayMs) / hourMs) };
}
