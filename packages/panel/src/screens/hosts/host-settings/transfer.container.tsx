import { isolateLtr, toast } from '@hostdeck/ui';
import { useTransferHost } from '../../../data/hosts/mutations';
import { usePanel } from '../../../data/panel-provider';
import { useInitData } from '../../../data/session/queries';
import { useT } from '../../../i18n/i18n-provider';
import { transferTargetTeams } from '../../../rules/host-transfer';
import { hostListPath, hostPath } from '../../../rules/paths';
import { combineQueries } from '../../common/screen-state/combine-queries';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import { HostTransferScreen } from './transfer';

export interface HostTransferScreenContainerProps {
  /** The host page frame's value: the host, its team and the page title. */
  frame: HostFrameValue;
}

/**
 * Transfer Website wired to initdata's teams (those the user manages, this one left out) and the transfer call; the
 * website then belongs to the other team, so the page goes on to this team's website list.
 */
export function HostTransferScreenContainer({ frame }: HostTransferScreenContainerProps) {
  const { t } = useT('host-settings');
  const { session, Link, navigate } = usePanel();
  const init = useInitData();
  const { mutateAsync: transferHost } = useTransferHost();
  const state = combineQueries({ init }, (data) => transferTargetTeams(data.init.teams, frame.teamId).length === 0);
  const teams = state.data ? transferTargetTeams(state.data.init.teams, frame.teamId) : undefined;
  return (
    <HostTransferScreen
      title={frame.title}
      domain={frame.host.domain}
      currentTeamId={frame.teamId}
      teams={teams}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      detailHref={hostPath(session.teamBase, 'detail', frame.hostId)}
      linkComponent={Link}
      onTransfer={async (targetTeamId, team) => {
        await transferHost({ teamId: frame.teamId, hostId: frame.hostId, targetTeamId });
        toast.success(t('transfer.done', { domain: isolateLtr(frame.host.domain), team }));
        navigate(hostListPath(session.teamBase));
      }}
    />
  );
}
