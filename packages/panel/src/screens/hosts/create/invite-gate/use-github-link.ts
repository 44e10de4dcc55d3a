import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@hostdeck/ui';
import { usePanel } from '../../../../data/panel-provider';
import { addGithubLoginMutation } from '../../../../data/profile/mutations';
import { profileKeys } from '../../../../data/profile/keys';
import { initDataQuery } from '../../../../data/session/queries';
import { teamQuery } from '../../../../data/teams/queries';
import { useT } from '../../../../i18n/i18n-provider';
import { needsInviteGate } from '../../../../rules/permissions-plan';
import type { GithubLinkState } from './github-link-dialog';
import { githubLinkError } from './github-link-errors';

export interface GithubLinkOptions {
  /** The team's plan is no longer locked: the wizard moves on to its templates. */
  onUnlocked?: () => void;
  /** Leaves the console for GitHub's sign-in, when the call answers with one. */
  onRedirect: (url: string) => void;
}

/** A redirect to another site is GitHub's sign-in; a console path (the profile page) is not followed from the gate. */
const isOutsideAddress = (redirect: string) => /^https?:\/\//i.test(redirect);

/**
 * Links GitHub through the profile call and reads what it did: the team's plan read again says whether the account
 * was trusted (six months old, a follower) and unlocked the free plan. The dialog shows the outcome, not a toast of
 * the error, so the refusal is said once, in the user's language.
 */
export function useGithubLink({ onUnlocked, onRedirect }: GithubLinkOptions) {
  const { api, session } = usePanel();
  const queryClient = useQueryClient();
  // The common area is loaded with the console, so this hook never suspends; the gate's own words are loaded by the
  // time the dialog reports an outcome.
  const { i18n } = useT('common');
  const addGithub = useMutation(addGithubLoginMutation(api, queryClient));
  const [state, setState] = useState<GithubLinkState>({ status: 'idle' });
  // Two clicks in one task come before React can disable the button: the call goes out once.
  const running = useRef(false);

  const link = async () => {
    if (running.current) return;
    running.current = true;
    setState({ status: 'linking' });
    try {
      const { redirect } = await addGithub.mutateAsync(undefined);
      if (redirect && isOutsideAddress(redirect)) {
        setState({ status: 'redirecting' });
        onRedirect(redirect);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      const [team, init] = await Promise.all([queryClient.fetchQuery({ ...teamQuery(api, { teamId: session.teamId }), staleTime: 0 }), queryClient.fetchQuery(initDataQuery(api))]);
      const level = init.plans.find((plan) => plan.id === team.plan_id)?.level;
      if (level !== undefined && !needsInviteGate(level)) {
        setState({ status: 'unlocked' });
        toast.success(i18n.getFixedT(null, 'invite-gate')('githubDialog.unlocked'));
        onUnlocked?.();
      } else {
        setState({ status: 'notTrusted' });
      }
    } catch (error) {
      setState({ status: 'failed', error: githubLinkError(error) });
    } finally {
      running.current = false;
    }
  };

  return { state, link: () => void link() };
}
