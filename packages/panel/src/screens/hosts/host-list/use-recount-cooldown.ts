import { useCallback, useEffect, useState } from 'react';
import { recountCooldownLeft } from '../../../rules/host-list';

/**
 * Time left before Update Usage is enabled again, ticking each second until it runs out. The cooldown runs from the
 * team's evaluated_at and, after a recount from this page, from the local moment it succeeded: a server clock that
 * differs from ours then cannot enable the button early.
 */
export function useRecountCooldown(evaluatedAt: string | null | undefined, clock: () => number = Date.now) {
  const [recountedAt, setRecountedAt] = useState<number | null>(null);
  const [now, setNow] = useState(clock);
  const cooldownMs = Math.max(recountCooldownLeft(evaluatedAt, now), recountCooldownLeft(recountedAt, now));

  useEffect(() => {
    if (cooldownMs <= 0) return;
    const timer = window.setTimeout(() => setNow(clock()), cooldownMs % 1000 || 1000);
    return () => window.clearTimeout(timer);
  }, [cooldownMs, clock]);

  const markRecounted = useCallback(() => {
    const at = clock();
    setRecountedAt(at);
    setNow(at);
  }, [clock]);

  return { cooldownMs, markRecounted };
}
