import type { ComponentType, Ref } from 'react';
import { Menu } from 'lucide-react';
import { useT, type PanelLinkProps } from '@hostdeck/panel';
import { Button, cn } from '@hostdeck/ui';
import type { AppearanceMenuProps } from './appearance-menu';
import { LogoLink } from './logo';
import type { NotificationsInboxProps } from './notifications-inbox';
import { TopBarAppearance, TopBarInbox, TopBarUserMenu } from './top-bar-menus';
import type { UserMenuProps } from './user-menu';

export interface TopBarProps {
  /** Where the logo leads: the current team's home. */
  homeHref: string;
  linkComponent: ComponentType<PanelLinkProps>;
  /** The menu button (below the lg breakpoint) asks for the navigation sheet. */
  onOpenMenu: () => void;
  /** Whether the sheet is open, announced on the menu button. */
  isMenuOpen?: boolean;
  /** The menu button, so the sheet can give focus back to it. */
  menuButtonRef?: Ref<HTMLButtonElement>;
  notifications: NotificationsInboxProps;
  appearance: AppearanceMenuProps;
  userMenu: Omit<UserMenuProps, 'linkComponent'>;
  className?: string;
}

/** The console's banner: menu button, logo and title, notifications, theme and language, and the user menu. */
export function TopBar({
  homeHref,
  linkComponent,
  onOpenMenu,
  isMenuOpen = false,
  menuButtonRef,
  notifications,
  appearance,
  userMenu,
  className,
}: TopBarProps) {
  const { t } = useT('shell');
  return (
    <header className={cn('flex h-16 min-w-0 items-center gap-1 border-b bg-background px-2 text-foreground sm:px-4', className)}>
      <Button
        ref={menuButtonRef}
        variant="ghost"
        size="icon"
        aria-label={t('layout.openMenu')}
        title={t('layout.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={isMenuOpen}
        onClick={onOpenMenu}
        className="size-11 lg:hidden"
      >
        <Menu aria-hidden />
      </Button>
      <LogoLink href={homeHref} linkComponent={linkComponent} />
      <div className="ms-auto flex shrink-0 items-center gap-0.5">
        <TopBarInbox {...notifications} />
        <TopBarAppearance {...appearance} />
        <TopBarUserMenu {...userMenu} linkComponent={linkComponent} />
      </div>
    </header>
  );
}
