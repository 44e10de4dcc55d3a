import { useId, type ComponentType } from 'react';
import { teamBaseOf, useT, type PanelLinkProps, type Plan, type TeamSummary } from '@hostdeck/panel';
import { Badge, popoverRowClassName } from '@hostdeck/ui';

export interface UserMenuTeamListProps {
  teams: readonly TeamSummary[];
  plans: readonly Plan[];
  /** The user's default team: it lives at /user, the others under /user/team/{id}. */
  defaultTeamId: number;
  linkComponent: ComponentType<PanelLinkProps>;
}

/** The user's other teams, each with its plan as a badge, each leading to its team base. */
export function UserMenuTeamList({ teams, plans, defaultTeamId, linkComponent: Link }: UserMenuTeamListProps) {
  const { t } = useT('shell');
  const labelId = useId();
  if (teams.length === 0) return null;
  return (
    <div>
      <p id={labelId} className="px-2 py-1.5 text-xs font-semibold text-muted-foreground">
        {t('topBar.otherTeams')}
      </p>
      <ul aria-labelledby={labelId}>
        {teams.map((team) => {
          const plan = plans.find((candidate) => candidate.id === team.plan_id);
          return (
            <li key={team.id}>
              <Link to={teamBaseOf(team.id, defaultTeamId)} className={popoverRowClassName}>
                <span className="min-w-0 flex-1 truncate">{team.name ?? `#${team.id}`}</span>
                {plan && <Badge variant={plan.level > 0 ? 'default' : 'secondary'}>{plan.alias}</Badge>}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
