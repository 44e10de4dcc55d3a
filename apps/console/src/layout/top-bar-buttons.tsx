import type { ComponentProps } from 'react';
import { Bell, Palette } from 'lucide-react';
import { useLanguageLoading, useT } from '@hostdeck/panel';
import { Avatar, Badge, Button, Spinner } from '@hostdeck/ui';
import type { InboxNotification } from './notifications-inbox';

// The top bar's menu buttons, shared by each menu and by the stand-in shown while the menu's code loads, so the two
// look and read the same. Each spreads what it is given onto its button (Radix's asChild passes handlers and refs).

type ButtonProps = ComponentProps<typeof Button>;

/** More unread than this shows as "9+". */
const MAX_BADGE_COUNT = 9;

/** Unread notifications, none while the first poll is pending. */
export function countUnread(notifications: readonly Pick<InboxNotification, 'isRead'>[], isLoading = false): number {
  return isLoading ? 0 : notifications.filter((notification) => !notification.isRead).length;
}

/** The bell with the unread count. */
export function NotificationsButton({ unread, ...props }: ButtonProps & { unread: number }) {
  const { t } = useT('shell');
  return (
    <Button variant="ghost" size="icon" title={t('topBar.notifications')} className="relative size-11" {...props}>
      <Bell aria-hidden />
      <span className="sr-only">{t('topBar.notifications')}</span>
      {unread > 0 && <span className="sr-only">{t('topBar.unread', { count: unread })}</span>}
      {unread > 0 && (
        <Badge aria-hidden variant="destructive" className="absolute -end-0.5 -top-0.5 min-w-5 justify-center px-1.5">
          {unread > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : unread}
        </Badge>
      )}
    </Button>
  );
}

/** The palette icon of the theme and language menu. */
export function AppearanceButton(props: ButtonProps) {
  const { t } = useT('shell');
  const name = `${t('theme.title')}, ${t('language.title')}`;
  return (
    <Button variant="ghost" size="icon" title={name} className="size-11" {...props}>
      <Palette aria-hidden />
      <span className="sr-only">{name}</span>
    </Button>
  );
}

/** The spinner beside the appearance menu while a language loads (shown once a switch takes over 200 ms). */
export function LanguageLoadingIndicator({ isLoading = false }: { isLoading?: boolean }) {
  const { t } = useT('shell');
  const isSwitching = useLanguageLoading();
  return isSwitching || isLoading ? <Spinner label={t('language.loading')} className="text-muted-foreground" /> : null;
}

/** The avatar opening the account panel. */
export function UserMenuButton({ name, gravatar, ...props }: ButtonProps & { name: string; gravatar: string | null | undefined }) {
  const { t } = useT('shell');
  return (
    // Named by hidden text, not aria-label: the avatar's initials are visible but are not the name.
    <Button variant="ghost" size="icon" title={t('topBar.userMenu')} className="size-11 rounded-full p-0" {...props}>
      <span className="sr-only">{t('topBar.userMenu')}</span>
      <Avatar name={name} src={gravatar ?? undefined} size="sm" aria-hidden />
    </Button>
  );
}
