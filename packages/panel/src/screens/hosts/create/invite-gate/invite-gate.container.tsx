import { SkeletonText } from '@hostdeck/ui';
import { useGrantInviteCode } from '../../../../data/invite/mutations';
import { usePanel } from '../../../../data/panel-provider';
import { useAddGithubLogin } from '../../../../data/profile/mutations';
import { ScreenState } from '../../../common/screen-state';
import { InviteGateScreen } from './invite-gate';

export interface InviteGateScreenContainerProps {
  /** Called once a code was granted (the team's plan level is being reloaded); the wizard moves on to step 1. */
  onGranted?: () => void;
  /** Leaves the console for the GitHub login the add-github call answers with; window.location by default. */
  onRedirect?: (url: string) => void;
}

const redirectTo = (url: string) => window.location.assign(url);

/** Step 0 wired to the grant and add-github calls and the session's plan level and team base. */
export function InviteGateScreenContainer({ onGranted, onRedirect = redirectTo }: InviteGateScreenContainerProps) {
  const { session, Link } = usePanel();
  const grant = useGrantInviteCode();
  const link = useAddGithubLogin();
  // The gate reads only the session, which is there already: the wrapper shows its skeleton while the texts load.
  return (
    <ScreenState status="content" skeleton={<SkeletonText lines={6} />}>
      <InviteGateScreen
        planLevel={session.planLevel}
        // The form shows a refusal's reason under the code field; the error toast says the rest.
        onRedeemCode={async (code) => {
          await grant.mutateAsync({ teamId: session.teamId, code });
          onGranted?.();
        }}
        onLinkGithub={() => link.mutate(undefined, { onSuccess: ({ redirect }) => (redirect ? onRedirect(redirect) : undefined) })}
        isLinking={link.isPending}
        upgradeHref={`${session.teamBase}/upgrade`}
        linkComponent={Link}
      />
    </ScreenState>
  );
}
