// The console shell's presentational pieces: props in, events out, links through the given link component.
export { AppLayout, MAIN_CONTENT_ID, type AppLayoutProps } from './app-layout';
export { AppearanceMenu, type AppearanceMenuProps } from './appearance-menu';
export { Footer, type FooterProps } from './footer';
export { HELP_LINK_KEYS, type HelpLinkKey, type HelpLinks } from './layout-links';
export { APP_TITLE, LogoLink, LogoMark, type LogoLinkProps } from './logo';
export { NavSheet, type NavSheetProps } from './nav-sheet';
export { NotificationsInbox, type InboxNotification, type NotificationsInboxProps } from './notifications-inbox';
export { Sidebar, type SidebarProps } from './sidebar';
export { SIDEBAR_HOST_GROUPS, SIDEBAR_HOST_LINKS, type SidebarHost } from './sidebar-host';
export { TopBar, type TopBarProps } from './top-bar';
export { UserMenu, type UserMenuProps } from './user-menu';
