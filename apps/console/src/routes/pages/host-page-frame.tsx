import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { HostFrameScreenContainer, isHostTab, parseRouteId, type ConsolePageRoute, type HostFrameValue } from '@hostdeck/panel';

/** The host page tab a route shows: 'host/nginx/:hostId' -> 'nginx'. */
export function hostTabOf(route: ConsolePageRoute) {
  const tab = route.pattern.split('/')[1] ?? '';
  if (!isHostTab(tab)) throw new Error(`Route ${route.id} is no host page`);
  return tab;
}

export interface HostPageFrameProps {
  route: ConsolePageRoute;
  title: string;
  children: (frame: HostFrameValue) => ReactNode;
}

/**
 * Every /host/{tab}/{hostId} page inside the host page frame. An id that is not a positive whole number ('abc') is
 * handed on as NaN: the frame shows the not-found page without a call. A new id is a new frame (no state carried over).
 */
export function HostPageFrame({ route, title, children }: HostPageFrameProps) {
  const { hostId } = useParams();
  return (
    <HostFrameScreenContainer key={hostId} hostId={parseRouteId(hostId) ?? Number.NaN} tab={hostTabOf(route)} title={title}>
      {children}
    </HostFrameScreenContainer>
  );
}
