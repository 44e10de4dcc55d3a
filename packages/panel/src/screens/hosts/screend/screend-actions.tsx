import { useState } from 'react';
import { Button, ConfirmDialog } from '@hostdeck/ui';
import { Play, RotateCw, Square } from 'lucide-react';
import type { ScreendAction } from '../../../api/schemas/host-tools';
import { useT } from '../../../i18n/i18n-provider';

export interface ScreendActionsProps {
  /** Nothing to act on (no processes, or the list is not there): every button is disabled. */
  isDisabled: boolean;
  /** The action whose call is running: its button spins, the others wait. */
  pendingAction?: ScreendAction;
  /** Resolves when the action is done; rejects when it failed (the failure is already told). */
  onAction: (action: ScreendAction) => Promise<void>;
}

type Confirmed = Exclude<ScreendAction, 'start'>;

/**
 * Start All, Stop All and Restart All (host-area 2). Stopping and restarting interrupt the running apps, so they ask
 * first; starting only starts what is stopped.
 */
export function ScreendActions({ isDisabled, pendingAction, onAction }: ScreendActionsProps) {
  const { t } = useT('screend');
  const [confirming, setConfirming] = useState<Confirmed | null>(null);
  const isBusy = pendingAction !== undefined;
  const openChange = (action: Confirmed) => (open: boolean) => setConfirming(open ? action : null);
  // A failed start is told by the error toast; nothing else waits for it.
  const start = () => void onAction('start').catch(() => undefined);
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={start} disabled={isDisabled || isBusy} isLoading={pendingAction === 'start'}>
        {pendingAction !== 'start' && <Play aria-hidden />}
        {t('actions.start')}
      </Button>
      <Button variant="outline" onClick={() => setConfirming('stop')} disabled={isDisabled || isBusy} isLoading={pendingAction === 'stop'}>
        {pendingAction !== 'stop' && <Square aria-hidden />}
        {t('actions.stop')}
      </Button>
      <Button variant="outline" onClick={() => setConfirming('restart')} disabled={isDisabled || isBusy} isLoading={pendingAction === 'restart'}>
        {pendingAction !== 'restart' && <RotateCw aria-hidden />}
        {t('actions.restart')}
      </Button>
      <ConfirmDialog
        open={confirming === 'stop'}
        onOpenChange={openChange('stop')}
        variant="destructive"
        title={t('confirm.stopTitle')}
        description={t('confirm.stopText')}
        confirmLabel={t('actions.stop')}
        onConfirm={() => onAction('stop')}
      />
      <ConfirmDialog
        open={confirming === 'restart'}
        onOpenChange={openChange('restart')}
        variant="destructive"
        title={t('confirm.restartTitle')}
        description={t('confirm.restartText')}
        confirmLabel={t('actions.restart')}
        onConfirm={() => onAction('restart')}
      />
    </div>
  );
}
