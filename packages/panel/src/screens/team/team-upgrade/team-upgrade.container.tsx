import { useCallback, useState } from 'react';
import type { UpgradeOrder } from '../../../api/contract/teams';
import { usePanel } from '../../../data/panel-provider';
import { useOrderUpgrade } from '../../../data/teams/mutations';
import { useUpgradeData } from '../../../data/teams/page-queries';
import { teamPagePath } from '../../../rules/paths';
import { followRedirect } from '../../common/redirect/follow-redirect';
import { combineQueries } from '../../common/screen-state/combine-queries';
import type { TeamFrameValue } from '../team-frame/team-frame-value';
import { TeamUpgradeScreen } from './team-upgrade';

export interface TeamUpgradeScreenContainerProps {
  /** What the team page frame hands its page: the team, its plan, initdata and the title. */
  frame: TeamFrameValue;
  /** The clock the expiry after purchase counts from (epoch ms), read once per visit; Date.now by default. */
  clock?: () => number;
  /** Leaves the console for the payment provider's address; window.location.assign by default (stories pass a spy). */
  assign?: (url: string) => void;
}

/** The upgrade page wired to the upgrade data and the order; the frame has loaded the team and checked the role. */
export function TeamUpgradeScreenContainer({ frame, clock = Date.now, assign }: TeamUpgradeScreenContainerProps) {
  const { teamId, teamBase } = frame;
  const { navigate } = usePanel();
  const [now] = useState(clock);
  const upgrade = useUpgradeData({ teamId });
  const { mutateAsync: orderUpgrade } = useOrderUpgrade();
  const state = combineQueries({ upgrade }, (data) => data.upgrade.plans.length === 0);
  const onSubmit = useCallback(
    async (order: UpgradeOrder) => {
      const result = await orderUpgrade({ teamId, order });
      // The answer names the provider's checkout for the currency; without one the pending invoice is where to pay.
      followRedirect(result.redirect ?? teamPagePath(teamBase, 'invoice'), navigate, assign);
    },
    [orderUpgrade, teamId, teamBase, navigate, assign],
  );
  return (
    <TeamUpgradeScreen
      title={frame.title}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      upgrade={upgrade.data}
      team={frame.team}
      plan={frame.plan}
      features={frame.initData.features}
      now={now}
      onSubmit={onSubmit}
    />
  );
}
