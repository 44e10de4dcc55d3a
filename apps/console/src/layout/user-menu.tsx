import { useId, type ComponentType } from 'react';
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
import {
  Avatar,
  Badge,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@hostdeck/ui';
import { UserMenuMeterList } from './user-menu-meters';
import { UserMenuTeamList } from './user-menu-teams';

export interface UserMenuProps {
  user: Pick<SessionUser, 'name' | 'email'>;
  /** The current team: its usage fills the meters; a non-owner role shows the avatar. */
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
  /** Open state, for callers that control it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The account menu of the top bar: usage meters, other teams, team and profile links, log out. */
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
  const teamLabelId = useId();
  const name = user.name || user.email || '';
  const isOwner = team.role === 'owner';
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('topBar.userMenu')} title={t('topBar.userMenu')} className="size-11 rounded-full p-0">
          <Avatar name={name} src={team.gravatar ?? undefined} size="sm" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-1rem)]">
        {isOwner ? (
          <DropdownMenuLabel className="grid text-sm font-normal text-popover-foreground">
            <span className="truncate font-semibold">{name}</span>
            {user.email && user.email !== name && <span className="truncate text-muted-foreground">{user.email}</span>}
          </DropdownMenuLabel>
        ) : (
          <DropdownMenuGroup aria-label={name} className="flex items-center gap-3 px-2 py-2">
            <Avatar name={name} src={team.gravatar ?? undefined} size="lg" />
            <div className="grid min-w-0">
              <span className="truncate font-semibold">{name}</span>
              {user.email && user.email !== name && <span className="truncate text-sm text-muted-foreground">{user.email}</span>}
            </div>
          </DropdownMenuGroup>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuGroup aria-labelledby={teamLabelId}>
          <DropdownMenuLabel id={teamLabelId} className="flex items-center justify-between gap-2 text-sm text-popover-foreground">
            <span className="truncate">{team.name}</span>
            <Badge variant={plan.level > 0 ? 'default' : 'secondary'}>{plan.alias}</Badge>
          </DropdownMenuLabel>
          <UserMenuMeterList meters={userMenuMeters(team, plan, now)} />
        </DropdownMenuGroup>
        {otherTeams.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <UserMenuTeamList teams={otherTeams} plans={plans} defaultTeamId={defaultTeamId} linkComponent={Link} />
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={teamPagePath(teamBase, 'detail')}>
            <Users aria-hidden />
            {t('topBar.team')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={profilePath()}>
            <UserRound aria-hidden />
            {t('nav.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem icon={<LogOut />} onSelect={onLogout}>
          {t('topBar.logOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
