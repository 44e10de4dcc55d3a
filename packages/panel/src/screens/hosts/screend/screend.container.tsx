import { toast } from '@hostdeck/ui';
import type { ScreendAction } from '../../../api/schemas/host-tools';
import { useManageScreenProcesses } from '../../../data/host-tools/mutations';
import { useScreenProcessList } from '../../../data/host-tools/queries';
import { useT } from '../../../i18n/i18n-provider';
import { combineQueries } from '../../common/screen-state/combine-queries';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import { ScreendScreen } from './screend';

export interface ScreendScreenContainerProps {
  /** The host page frame's value: the host, its team, the gate (a client reads only) and the page title. */
  frame: HostFrameValue;
}

/** The screend page wired to the process list and to Start, Stop and Restart All (the list is read again after each). */
export function ScreendScreenContainer({ frame }: ScreendScreenContainerProps) {
  const { t } = useT('screend');
  const { teamId, hostId } = frame;
  const list = useScreenProcessList({ teamId, hostId });
  const manage = useManageScreenProcesses();
  const state = combineQueries({ list }, (data) => data.list.length === 0);

  const onAction = async (action: ScreendAction) => {
    const result = await manage.mutateAsync({ teamId, hostId, action });
    // The call succeeded but the command may not have: its exit code says so.
    if (result.code !== undefined && result.code !== 0) toast.warning(t('done.failed', { code: result.code }));
    else toast.success(t(`done.${action}`));
  };

  return (
    <ScreendScreen
      title={frame.title}
      status={state.status}
      processes={list.data}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      isReadOnly={frame.gate === 'read-only'}
      pendingAction={manage.isPending ? manage.variables.action : undefined}
      onAction={onAction}
      answer={manage.isSuccess ? { action: manage.variables.action, result: manage.data } : undefined}
    />
  );
}
