import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** Seconds before the payment result page moves on by itself (spec §2: a redirect countdown). */
export const redirectSeconds = 5;

/** Counts down once `to` is known (it is set once: the result is final), then replaces the page with it. */
export function useRedirectCountdown(to: string | null): number {
  const navigate = useNavigate();
  const [left, setLeft] = useState(redirectSeconds);
  useEffect(() => {
    if (!to) return;
    const timer = setInterval(() => setLeft((seconds) => Math.max(seconds - 1, 0)), 1000);
    return () => clearInterval(timer);
  }, [to]);
  useEffect(() => {
    if (to && left === 0) void navigate(to, { replace: true });
  }, [to, left, navigate]);
  return left;
}
