import type { DomainFrameValue } from '@hostdeck/panel';

/** What a domain page's screen gets inside the domain page frame: the loaded domain, its team and the page's title. */
export interface DomainTabPageProps {
  frame: DomainFrameValue;
}
