/**
 * The time source of everything that compares with "now" (deadlines, trials, sessions): services take one
 * (conventions §5), so tests and browser journeys can move time (`test-clock.ts`).
 */
export interface Clock {
  now(): Date;
}
