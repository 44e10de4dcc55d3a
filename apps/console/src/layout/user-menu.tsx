import { useState, type ComponentType, type MouseEvent } from 'react';
import { LogOut, UserRound, Users } from 'lucide-react';
import {
  profilePath,
  teamPagePath,
  useT,
  userMenuMeters,
  type PanelLinkProps,
  type Plan,
  type SessionUser,
  type Team,
  type TeamSummary,
} from '@hostdeck/panel';
import { Avatar, Badge, Popover, PopoverContent, PopoverTrigger, popoverRowClassName } from '@hostdeck/ui';
import { UserMenuMeterList } from './user-menu-meters';
import { UserMenuTeamList } from './user-menu-teams';
import { UserMenuButton } from './top-bar-buttons';

export interface UserMenuProps {
  user: Pick<SessionUser, 'name' | 'email'>;
  /** The current team: its usage fills the meters; a non-owner role shows the 60 px avatar. */
  team: Team;
  /** The current team's plan: its caps are the meters' maximums. */
  plan: Plan;
  /** The clock for the expiry meter. */
  now: Date;
  /** The user's other teams (not the current one). */
  otherTeams: readonly TeamSummary[];
  /** Every plan of initdata, for the other teams' badges. */
  plans: readonly Plan[];
  defaultTeamId: number;
  /** The current team's base: '/user' or '/user/team/{teamId}'. */
  teamBase: string;
  linkComponent: ComponentType<PanelLinkProps>;
  onLogout: () => void;
  /** Open state, for callers that control it; otherwise the menu keeps its own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The account panel of the top bar: usage meters, other teams, team and profile links, log out. */
export function UserMenu({
  user,
  team,
  plan,
  now,
  otherTeams,
  plans,
  defaultTeamId,
  teamBase,
  linkComponent: Link,
  onLogout,
  open,
  onOpenChange,
}: UserMenuProps) {
  const { t } = useT('shell');
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const name = user.name || user.email || '';
  const email = user.email && user.email !== name ? user.email : null;
  const isOwner = team.role === 'owner';
  // A followed link (click or Enter) bubbles here: the panel closes as the page changes.
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a[href]')) setOpen(false);
  };

  return (
    <Popover open={isOpen} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <UserMenuButton name={name} gravatar={team.gravatar} />
      </PopoverTrigger>
      <PopoverContent aria-label={t('topBar.userMenu')} align="end" className="grid gap-1">
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div onClick={handleClick} className="grid gap-1">
          <div className="flex items-center gap-3 px-2 py-2">
            {!isOwner && <Avatar name={name} src={team.gravatar ?? undefined} size="lg" />}
            <div className="grid min-w-0">
              <span className="truncate font-semibold">{name}</span>
              {email && <span className="truncate text-sm text-muted-foreground">{email}</span>}
            </div>
          </div>
          <div role="group" aria-label={team.name} className="border-t pt-1">
            <p className="flex items-center justify-between gap-2 px-2 py-1.5 text-sm font-medium">
              <span className="truncate">{team.name}</span>
              <Badge variant={plan.level > 0 ? 'default' : 'secondary'}>{plan.alias}</Badge>
            </p>
            <UserMenuMeterList meters={userMenuMeters(team, plan, now)} />
          </div>
          {otherTeams.length > 0 && (
            <div className="border-t pt-1">
              <UserMenuTeamList teams={otherTeams} plans={plans} defaultTeamId={defaultTeamId} linkComponent={Link} />
            </div>
          )}
          <ul className="border-t pt-1">
            <li>
              <Link to={teamPagePath(teamBase, 'detail')} className={popoverRowClassName}>
                <Users aria-hidden />
                {t('topBar.team')}
              </Link>
            </li>
            <li>
              <Link to={profilePath()} className={popoverRowClassName}>
                <UserRound aria-hidden />
                {t('nav.profile')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={popoverRowClassName}
                onClick={() => {
                  setOpen(false);
                  onLogout();
                }}
              >
                <LogOut aria-hidden />
                {t('topBar.logOut')}
              </button>
            </li>
          </ul>
        </div>
      </PopoverContent>
    </Popover>
  );
}
