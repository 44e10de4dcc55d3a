import { useCallback, useEffect, useState } from 'react';
import { recountCooldownLeft } from '../../../rules/host-list';
import { HOST_LIST_RECOUNT_COOLDOWN_MS } from '../../../rules/limits';

/**
 * Time left before a usage recount is enabled again (the host list's Update Usage: one minute; the team detail's
 * recount: `cooldownMs`, ten minutes), ticking each second until it runs out. The cooldown runs from the team's
 * evaluated_at and, after a recount from this page, from the local moment it succeeded: a server clock that differs
 * from ours then cannot enable the button early. The timer is cleared on unmount.
 */
export function useRecountCooldown(evaluatedAt: string | null | undefined, clock: () => number = Date.now, cooldownMs: number = HOST_LIST_RECOUNT_COOLDOWN_MS) {
  const [recountedAt, setRecountedAt] = useState<number | null>(null);
  const [now, setNow] = useState(clock);
  const left = Math.max(recountCooldownLeft(evaluatedAt, now, cooldownMs), recountCooldownLeft(recountedAt, now, cooldownMs));

  useEffect(() => {
    if (left <= 0) return;
    // Wake at the next whole second of the time left, so the shown seconds step evenly and the end is on time.
    const timer = window.setTimeout(() => setNow(clock()), left % 1000 || 1000);
    return () => window.clearTimeout(timer);
  }, [left, clock]);

  const markRecounted = useCallback(() => {
    const at = clock();
    setRecountedAt(at);
    setNow(at);
  }, [clock]);

  return { cooldownMs: left, markRecounted };
}
