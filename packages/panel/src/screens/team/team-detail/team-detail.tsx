import type { ComponentType } from 'react';
import { PageHeader } from '@hostdeck/ui';
import type { Plan, SessionServer, Team } from '../../../api/schemas/session';
import { PLAN_LEVEL } from '../../../rules/limits';
import { type TeamRole } from '../../../rules/permissions-roles';
import { canEditTeamProfile } from '../../../rules/permissions-members';
import type { TeamProfilePayload } from '../../../rules/team-detail';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';
import { TeamProfileForm } from './team-profile-form';
import { TeamSubAccountNotice } from './team-sub-account-notice';
import { TeamUsageCard } from './team-usage-card';

export interface TeamDetailScreenProps {
  /** The page's h1 (the route's title). */
  title: string;
  team: Team;
  /** The team's plan; undefined when initdata does not list it. */
  plan: Plan | undefined;
  /** The viewer's role in the team: the owner edits the profile, others see the sub-account notice. */
  role: TeamRole;
  /** initdata's plans (the team's currency when it has none of its own). */
  plans: readonly Plan[];
  /** initdata's servers, the default server's choices. */
  servers: readonly SessionServer[];
  /** Where the sub-account notice leads back to: the viewer's main account. */
  mainAccountHref: string;
  /** The router's link; a plain anchor by default. */
  linkComponent?: ComponentType<PanelLinkProps>;
  /** Saves the owner's profile; a rejection keeps every edit and shows the server's field messages. */
  onSaveProfile: (profile: TeamProfilePayload) => unknown;
  /** Recounts the usage; resolves once done. */
  onRecount: () => unknown;
  isRecounting: boolean;
  /** The clock (epoch ms) of the recount's cooldown; Date.now by default, fixed in stories. */
  clock?: () => number;
}

/** Team details (account-area 2): plan and usage with the recount, and the owner's profile form or the sub-account notice. */
export function TeamDetailScreen({ title, team, plan, role, plans, servers, mainAccountHref, linkComponent = AnchorLink, onSaveProfile, onRecount, isRecounting, clock = Date.now }: TeamDetailScreenProps) {
  const isOwner = canEditTeamProfile(role);
  return (
    <section className="grid min-w-0 gap-6">
      <PageHeader title={title} />
      {!isOwner && <TeamSubAccountNotice teamName={team.name} planAlias={plan?.alias} role={role} mainAccountHref={mainAccountHref} linkComponent={linkComponent} />}
      <TeamUsageCard team={team} plan={plan} onRecount={onRecount} isRecounting={isRecounting} clock={clock} />
      {isOwner && <TeamProfileForm team={team} plans={plans} planLevel={plan?.level ?? PLAN_LEVEL.free} servers={servers} onSave={onSaveProfile} />}
    </section>
  );
}
