import type { HostFrameValue } from '@hostdeck/panel';

/** What a host page's screen gets inside the host page frame: the loaded host, its gate and the page's title. */
export interface HostTabPageProps {
  frame: HostFrameValue;
}
