// Shared data of the layout stories: a plain anchor for links, a fixed clock, teams and plans.
import type { ComponentProps } from 'react';
import type { i18n as I18n } from 'i18next';
import type { FeatureLevels, PanelLinkProps, Plan, Team, TeamSummary } from '@hostdeck/panel';
import { fn } from 'storybook/test';
import type { StoryTextContext } from '@storybook-helpers/story-text';
import type { HelpLinks } from './layout-links';
import type { TopBarProps } from './top-bar';

/**
 * A plain anchor that spreads what menus pass on (role, handlers, ref) and, like a router link, keeps the page where it
 * is: a story never leaves its frame.
 */
export function StoryLink({ to, children, onClick, ...props }: PanelLinkProps & Omit<ComponentProps<'a'>, 'href'>) {
  return (
    <a
      href={to}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

/** Numbers as the story's language writes them, as the user menu's meters do: 1.17 in English, 1,17 in German. */
export function storyNumber(context: StoryTextContext): (value: number) => string {
  const i18n = context.loaded.panelI18n as I18n | undefined;
  if (!i18n) throw new Error('storyNumber needs the panel translations: the story must run under .storybook/preview.tsx');
  const format = new Intl.NumberFormat(i18n.language);
  return (value) => format.format(value);
}

export const STORY_NOW = new Date('2025-06-01T12:00:00Z');

export const STORY_FEATURES: FeatureLevels = {
  gen_invite_code: 1,
  domain_registry: 0,
  manual_backup: 1,
  scheduled_backup: 2,
  self_hosting: 1,
};

export const STORY_HELP_LINKS: HelpLinks = {
  docs: 'https://docs.hostdeck.example',
  email: 'mailto:support@hostdeck.example',
  chat: 'https://chat.hostdeck.example',
  forum: 'https://forum.hostdeck.example',
  updates: 'https://hostdeck.example/updates',
  status: 'https://status.hostdeck.example',
};

const MB = 1024 * 1024;

export const PLAN_FREE: Plan = { id: 1, alias: 'Free', level: 0, currency: 'usd', monthly: 0, storage: 1024, network: 5120, instance: 1, users: 1 };
export const PLAN_LITE: Plan = { id: 2, alias: 'Lite', level: 1, currency: 'usd', monthly: 5, storage: 5120, network: 51200, instance: 5, users: 3 };
export const PLAN_KIT: Plan = { id: 3, alias: 'Kit', level: 2, currency: 'usd', monthly: 15, storage: 20480, network: 204800, instance: 20, users: 10 };
export const STORY_PLANS: readonly Plan[] = [PLAN_FREE, PLAN_LITE, PLAN_KIT];

export const TEAM_OWNER_PAID: Team = {
  id: 10,
  name: 'Ana’s sites',
  user_id: 5,
  role: 'owner',
  plan_id: PLAN_LITE.id,
  country: 'ID',
  currency: 'usd',
  default_server: 1,
  invoice_note: null,
  expiry_at: '2025-11-20 00:00:00',
  evaluated_at: '2025-06-01 10:00:00',
  usage_storage: 1200 * MB,
  usage_network: 9000 * MB,
  usage_instance: 2,
  usage_users: 1,
  usage_notice: null,
  gravatar: null,
};

export const TEAM_OWNER_FREE: Team = { ...TEAM_OWNER_PAID, plan_id: PLAN_FREE.id, expiry_at: '2025-08-01 00:00:00', usage_storage: 300 * MB, usage_network: 800 * MB, usage_instance: 0 };

export const TEAM_MEMBER: Team = { ...TEAM_OWNER_PAID, id: 11, name: 'Studio Kaleng', user_id: 8, role: 'member', plan_id: PLAN_KIT.id };

/** Over the storage and network caps (error), at the instance and user limits (warning), five days left (warning). */
export const TEAM_AT_LIMITS: Team = {
  ...TEAM_OWNER_PAID,
  expiry_at: '2025-06-06 00:00:00',
  usage_storage: 6000 * MB,
  usage_network: 60000 * MB,
  usage_instance: 5,
  usage_users: 3,
};

export const OTHER_TEAMS: readonly TeamSummary[] = [
  { id: 11, user_id: 8, role: 'member', evaluated_at: null, name: 'Studio Kaleng', plan_id: PLAN_KIT.id },
  { id: 12, user_id: 9, role: 'client', evaluated_at: null, name: 'Warung Kopi', plan_id: PLAN_FREE.id },
];

export const STORY_USER = { name: 'Ana Putri', email: 'ana@example.com' };

export const STORY_NOTIFICATIONS = [
  { id: 1, title: 'blog.example.com was deployed', time: '2025-06-01 10:15:00', isRead: false },
  { id: 2, title: 'Backup of shop.example.com finished', time: '2025-06-01 08:00:00', isRead: false },
  { id: 3, title: 'Welcome to Hostdeck', time: '2025-05-01 09:00:00', isRead: true },
];

/** The top bar's content for a paid owner, with callbacks to assert on. */
export function storyTopBar() {
  return {
    homeHref: '/user/host/list',
    notifications: { notifications: STORY_NOTIFICATIONS },
    appearance: {
      theme: 'system',
      palette: 'light-dark',
      language: 'en',
      onThemeChange: fn(),
      onPaletteChange: fn(),
      onLanguageChange: fn(),
    },
    userMenu: userMenuStoryProps(),
  } satisfies Omit<TopBarProps, 'linkComponent' | 'onOpenMenu'>;
}

/** The user menu of the paid owner, shared by the top bar and user menu stories. */
export function userMenuStoryProps() {
  return {
    user: STORY_USER,
    team: TEAM_OWNER_PAID,
    plan: PLAN_LITE,
    now: STORY_NOW,
    otherTeams: OTHER_TEAMS,
    plans: STORY_PLANS,
    defaultTeamId: TEAM_OWNER_PAID.id,
    teamBase: '/user',
    onLogout: fn(),
  };
}
