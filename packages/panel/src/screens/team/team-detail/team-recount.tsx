import { useId, useState } from 'react';
import { Button, isolateLtr } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { cooldownParts } from '../../../rules/team-detail';
import { TEAM_RECOUNT_COOLDOWN_MS } from '../../../rules/limits';
import { useRecountCooldown } from '../../common/recount/use-recount-cooldown';

export interface TeamRecountProps {
  /** The team's last evaluation: the recount is disabled for 10 minutes after it. */
  evaluatedAt: string | null | undefined;
  /** Recounts the usage; resolves once it is done (a rejection leaves the button as it was). */
  onRecount: () => unknown;
  isRecounting: boolean;
  /** The clock (epoch ms), for stories and tests. */
  clock: () => number;
}

/** "Recount usage", disabled with the time left ("9:41") until ten minutes after the last evaluation. */
export function TeamRecount({ evaluatedAt, onRecount, isRecounting, clock }: TeamRecountProps) {
  const { t, i18n } = useT('team-detail');
  const waitId = useId();
  const { cooldownMs, markRecounted } = useRecountCooldown(evaluatedAt, clock, TEAM_RECOUNT_COOLDOWN_MS);
  const [isDone, setIsDone] = useState(false);
  const { minutes, seconds } = cooldownParts(cooldownMs);
  const isCoolingDown = cooldownMs > 0;
  const digits = new Intl.NumberFormat(i18n.language, { minimumIntegerDigits: 2 });
  const time = `${new Intl.NumberFormat(i18n.language).format(minutes)}:${digits.format(seconds)}`;

  const recount = async () => {
    setIsDone(false);
    try {
      await onRecount();
    } catch {
      // The failure is told by the mutation's error toast; the button stays available.
      return;
    }
    markRecounted();
    setIsDone(true);
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" isLoading={isRecounting} disabled={isCoolingDown} aria-describedby={isCoolingDown ? waitId : undefined} onClick={() => void recount()}>
        {t('recount.action')}
      </Button>
      {/* Not a live region: a clock ticking every second would keep interrupting a screen reader. */}
      {isCoolingDown && (
        <span id={waitId} data-slot="recount-wait" className="text-sm text-muted-foreground tabular-nums">
          {t('recount.wait', { time: isolateLtr(time) })}
        </span>
      )}
      <span role="status" className="text-sm">
        {isDone ? t('recount.done') : ''}
      </span>
    </div>
  );
}
