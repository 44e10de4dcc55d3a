import type { ComponentType } from 'react';
import type { PanelLinkProps } from '@hostdeck/panel';
import type { AppearanceMenuProps } from './appearance-menu';
import { DeferredPopup, deferred, type StandInProps } from './deferred-popup';
import type { NotificationsInboxProps } from './notifications-inbox';
import { AppearanceButton, countUnread, LanguageLoadingIndicator, NotificationsButton, UserMenuButton } from './top-bar-buttons';
import type { UserMenuProps } from './user-menu';

// The top bar's three menus load their code (Radix popovers and menus, floating positioning, the menus' contents) on
// first use; until then each shows its button, which opens the menu as soon as the code has arrived.

const inbox = deferred(() => import('./notifications-inbox').then((module) => module.NotificationsInbox));
const appearance = deferred(() => import('./appearance-menu').then((module) => module.AppearanceMenu));
const userMenu = deferred(() => import('./user-menu').then((module) => module.UserMenu));

type LinkedUserMenuProps = UserMenuProps & { linkComponent: ComponentType<PanelLinkProps> };

function InboxStandIn({ popupProps, ...handlers }: StandInProps<NotificationsInboxProps>) {
  return <NotificationsButton unread={countUnread(popupProps.notifications, popupProps.isLoading)} aria-haspopup="dialog" aria-expanded={false} {...handlers} />;
}

function AppearanceStandIn({ popupProps, ...handlers }: StandInProps<AppearanceMenuProps>) {
  return (
    <div className="flex items-center">
      <LanguageLoadingIndicator isLoading={popupProps.isLanguageLoading} />
      <AppearanceButton aria-haspopup="menu" aria-expanded={false} {...handlers} />
    </div>
  );
}

function UserMenuStandIn({ popupProps, ...handlers }: StandInProps<LinkedUserMenuProps>) {
  const name = popupProps.user.name || popupProps.user.email || '';
  return <UserMenuButton name={name} gravatar={popupProps.team.gravatar} aria-haspopup="dialog" aria-expanded={false} {...handlers} />;
}

export function TopBarInbox(props: NotificationsInboxProps) {
  return <DeferredPopup popup={inbox} props={props} StandIn={InboxStandIn} />;
}

export function TopBarAppearance(props: AppearanceMenuProps) {
  return <DeferredPopup popup={appearance} props={props} StandIn={AppearanceStandIn} />;
}

export function TopBarUserMenu(props: LinkedUserMenuProps) {
  return <DeferredPopup popup={userMenu} props={props} StandIn={UserMenuStandIn} />;
}
