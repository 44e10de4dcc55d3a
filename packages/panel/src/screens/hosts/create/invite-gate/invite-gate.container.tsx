import { SkeletonText } from '@hostdeck/ui';
import { useGrantInviteCode } from '../../../../data/invite/mutations';
import { usePanel } from '../../../../data/panel-provider';
import { useInitData, useSessionTeam } from '../../../../data/session/queries';
import { findCurrency } from '../../../../rules/format';
import { teamPagePath } from '../../../../rules/paths';
import { planSummary, teamCurrency } from '../../../../rules/plan-summary';
import { ScreenState } from '../../../common/screen-state';
import { InviteGateScreen } from './invite-gate';
import { useGithubLink } from './use-github-link';

export interface InviteGateScreenContainerProps {
  /** Called once a code was granted or a trusted GitHub account unlocked the plan; the wizard moves on to step 1. */
  onGranted?: () => void;
  /** Leaves the console for the GitHub sign-in the add-github call may answer with; window.location by default. */
  onRedirect?: (url: string) => void;
}

const redirectTo = (url: string) => window.location.assign(url);

/** Step 0 wired to the grant and add-github calls, the team's plans and currency, and the session's plan level. */
export function InviteGateScreenContainer({ onGranted, onRedirect = redirectTo }: InviteGateScreenContainerProps) {
  const { session, Link } = usePanel();
  const grant = useGrantInviteCode();
  const github = useGithubLink({ onUnlocked: onGranted, onRedirect });
  // The shell has read both already: the plans dialog has them at once.
  const init = useInitData().data;
  const team = useSessionTeam().data;
  const currency = init && team ? teamCurrency(team, init.plans) : undefined;
  return (
    <ScreenState status="content" skeleton={<SkeletonText lines={6} />}>
      <InviteGateScreen
        planLevel={session.planLevel}
        // The form shows a refusal's reason under the code field; the error toast says the rest.
        onRedeemCode={async (code) => {
          await grant.mutateAsync({ teamId: session.teamId, code });
          onGranted?.();
        }}
        onLinkGithub={github.link}
        githubLink={github.state}
        plans={init && currency ? planSummary(init.plans, currency) : undefined}
        currency={init && currency ? findCurrency(init.currencies, currency) : undefined}
        upgradeHref={teamPagePath(session.teamBase, 'upgrade')}
        linkComponent={Link}
      />
    </ScreenState>
  );
}
