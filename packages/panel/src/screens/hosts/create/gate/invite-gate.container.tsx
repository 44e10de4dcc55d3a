import { isApiError } from '../../../../api/errors';
import { useGrantInviteCode } from '../../../../data/invite/mutations';
import { usePanel } from '../../../../data/panel-provider';
import { useAddGithubLogin } from '../../../../data/profile/mutations';
import { InviteGateScreen } from './invite-gate';

export interface InviteGateContainerProps {
  /** Called once a code was granted (the team's plan level is being reloaded); the wizard moves on to step 1. */
  onGranted?: () => void;
  /** Leaves the console for the GitHub login the add-github call answers with; window.location by default. */
  onRedirect?: (url: string) => void;
}

/** The reason the server gave for a refused code (its field error), else nothing: the error toast says the rest. */
function codeErrorOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.fieldErrors.code ?? Object.values(error.fieldErrors)[0];
}

const redirectTo = (url: string) => window.location.assign(url);

/** Step 0 wired to the grant and add-github calls and the session's plan level and team base. */
export function InviteGateContainer({ onGranted, onRedirect = redirectTo }: InviteGateContainerProps) {
  const { session, Link } = usePanel();
  const grant = useGrantInviteCode();
  const link = useAddGithubLogin();
  return (
    <InviteGateScreen
      planLevel={session.planLevel}
      onRedeemCode={(code) => grant.mutate({ teamId: session.teamId, code }, { onSuccess: () => onGranted?.() })}
      isRedeeming={grant.isPending}
      redeemError={grant.isError ? codeErrorOf(grant.error) : undefined}
      onLinkGithub={() => link.mutate(undefined, { onSuccess: ({ redirect }) => (redirect ? onRedirect(redirect) : undefined) })}
      isLinking={link.isPending}
      upgradeHref={`${session.teamBase}/upgrade`}
      linkComponent={Link}
    />
  );
}
