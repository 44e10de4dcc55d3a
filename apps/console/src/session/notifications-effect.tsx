import { useEffect, useRef } from 'react';
import { useTeamNotifications, type TeamNotifications } from '@hostdeck/panel';

/**
 * Runs the team's notifications (poll until the team data has loaded, read state) and reports them to the layout.
 * Its own chunk, fetched right after the first paint: the inbox is not what a page first shows.
 */
export function NotificationsEffect({ onChange }: { onChange: (inbox: TeamNotifications) => void }) {
  const { notifications, isLoading, markAllRead } = useTeamNotifications();
  const markAllReadRef = useRef(markAllRead);
  useEffect(() => {
    markAllReadRef.current = markAllRead;
  });
  useEffect(() => {
    onChange({ notifications, isLoading, markAllRead: () => markAllReadRef.current() });
  }, [notifications, isLoading, onChange]);
  return null;
}
