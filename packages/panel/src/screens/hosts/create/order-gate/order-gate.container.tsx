import { useState, type ReactNode } from 'react';
import type { InitData, Team } from '../../../../api/schemas/session';
import { usePanel } from '../../../../data/panel-provider';
import { useInitData, useSessionTeam } from '../../../../data/session/queries';
import { orderAccess, orderRefusal } from '../../../../rules/order-access';
import { hostListPath, teamPagePath } from '../../../../rules/paths';
import { combineQueries, ScreenState } from '../../../common/screen-state';
import { OrderGateScreen } from './order-gate';
import { OrderGateSkeleton } from './order-gate-skeleton';

export interface OrderGateScreenContainerProps {
  /** The ordering wizard: shown when the team may order, or when its locked plan opens on the invite gate (step 0). */
  children: ReactNode;
}

/**
 * Decides before the wizard's first step whether the session's team may order, from its role, its plan level and its
 * website count against the plan's limit (the same figures as the user menu's meters), and otherwise says why.
 */
export function OrderGateScreenContainer({ children }: OrderGateScreenContainerProps) {
  const state = combineQueries({ init: useInitData(), team: useSessionTeam() });
  return (
    <ScreenState status={state.status} onRetry={state.retry} isRetrying={state.isRetrying} skeleton={<OrderGateSkeleton />}>
      {state.data && (
        <OrderGateDecision init={state.data.init} team={state.data.team}>
          {children}
        </OrderGateDecision>
      )}
    </ScreenState>
  );
}

interface OrderGateDecisionProps extends OrderGateScreenContainerProps {
  init: InitData;
  team: Team;
}

function OrderGateDecision({ init, team, children }: OrderGateDecisionProps) {
  const { session, Link } = usePanel();
  const plan = init.plans.find((item) => item.id === team.plan_id);
  const refusal = orderRefusal(
    orderAccess({ role: session.role, planLevel: session.planLevel, usedInstances: team.usage_instance, instanceLimit: plan?.instance ?? 0 }),
  );
  // Once the wizard has opened it stays: the website just ordered reaches the limit, and must not swap the wizard out
  // for the gate while the console moves on to its Runner page.
  const [hasOpened, setHasOpened] = useState(false);
  if (refusal === null && !hasOpened) setHasOpened(true);
  if (refusal === null || hasOpened) return children;
  return (
    <OrderGateScreen
      refusal={refusal}
      planAlias={plan?.alias ?? ''}
      hostListHref={hostListPath(session.teamBase)}
      upgradeHref={teamPagePath(session.teamBase, 'upgrade')}
      membersHref={teamPagePath(session.teamBase, 'member')}
      linkComponent={Link}
    />
  );
}
