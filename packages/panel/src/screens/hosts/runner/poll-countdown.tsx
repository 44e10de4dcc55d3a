import { useEffect, useState } from 'react';
import { Spinner } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { DEPLOYMENT_POLL_MS } from '../../../rules/limits';

export interface PollCountdownProps {
  /** When the running deployment is fetched again (epoch ms). */
  nextPollAt: number;
  /** The clock, for stories and tests; default Date.now. */
  now?: () => number;
}

// The clock ticks a few times a second, so a fresh nextPollAt may briefly meet an older tick: never above one period.
const secondsLeft = (nextPollAt: number, now: number) => Math.min(DEPLOYMENT_POLL_MS / 1000, Math.max(0, Math.ceil((nextPollAt - now) / 1000)));

/** "Checking again in 3 s": the visible countdown to the next poll of a running deployment. */
export function PollCountdown({ nextPollAt, now = Date.now }: PollCountdownProps) {
  const { t } = useT('runner');
  const [tick, setTick] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setTick(now()), 250);
    return () => clearInterval(timer);
  }, [now]);
  const seconds = secondsLeft(nextPollAt, tick);
  return (
    <p data-slot="poll-countdown" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner decorative />
      {/* Not a live region: a number ticking every second would keep interrupting a screen reader. */}
      <span>{seconds > 0 ? t('poll.countdown', { seconds }) : t('poll.checking')}</span>
    </p>
  );
}
