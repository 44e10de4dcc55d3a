import { useId } from 'react';
import { formatDateTime, parseBackendDate, useT } from '@hostdeck/panel';
import { cn, Popover, PopoverContent, PopoverTrigger, Spinner } from '@hostdeck/ui';
import { countUnread, NotificationsButton } from './top-bar-buttons';

export interface InboxNotification {
  id: string | number;
  title: string;
  /** When it happened: backend date text or ISO 8601 (shown in the reader's locale), or text shown as given. */
  time: string;
  isRead: boolean;
}

export interface NotificationsInboxProps {
  notifications: readonly InboxNotification[];
  /** Shows a spinner instead of the list (the first poll has not answered yet). */
  isLoading?: boolean;
  /** Open state, for callers that control it (e.g. to mark all as read on open). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The top bar's inbox: a bell with the unread count, opening the list of notifications. */
export function NotificationsInbox({ notifications, isLoading = false, open, onOpenChange }: NotificationsInboxProps) {
  const { t, i18n } = useT('shell');
  const titleId = useId();
  const unread = countUnread(notifications, isLoading);
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <NotificationsButton unread={unread} />
      </PopoverTrigger>
      <PopoverContent aria-labelledby={titleId} align="end" className="grid gap-1 p-2">
        <p id={titleId} className="px-2 py-1 text-sm font-semibold">
          {t('topBar.notifications')}
        </p>
        <InboxBody notifications={notifications} isLoading={isLoading} locale={i18n.language} emptyText={t('topBar.noNotifications')} />
      </PopoverContent>
    </Popover>
  );
}

interface InboxBodyProps {
  notifications: readonly InboxNotification[];
  isLoading: boolean;
  locale: string;
  emptyText: string;
}

function InboxBody({ notifications, isLoading, locale, emptyText }: InboxBodyProps) {
  if (isLoading) {
    return (
      <div className="flex justify-center py-6">
        <Spinner />
      </div>
    );
  }
  if (notifications.length === 0) return <p className="px-2 py-6 text-center text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="grid gap-0.5">
      {notifications.map((notification) => {
        const date = parseBackendDate(notification.time);
        return (
          <li key={notification.id} data-read={notification.isRead} className="flex gap-2 rounded-sm px-2 py-2">
            <span
              aria-hidden
              className={cn('mt-1.5 size-2 shrink-0 rounded-full', notification.isRead ? 'bg-transparent' : 'bg-primary')}
            />
            <div className="grid min-w-0 gap-0.5">
              <span className={cn('text-sm break-words', !notification.isRead && 'font-semibold')}>{notification.title}</span>
              <time dateTime={date?.toISOString()} className="text-xs text-muted-foreground">
                {formatDateTime(date, locale) ?? notification.time}
              </time>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
