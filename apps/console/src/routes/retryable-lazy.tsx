import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { clearReloadForNewVersion, sessionStore } from './chunk-recovery';

/** Each failed page's way to start a fresh download. */
const failedPages = new Set<() => void>();

/**
 * A page loaded on first render, like React.lazy (name its props: `retryableLazy<PageProps>(...)`). But React.lazy
 * keeps a rejected import for good, so a page whose chunk failed once (offline) would never load in this tab: this one
 * swaps in a fresh React.lazy after a failure, and `retryFailedPages` (an error boundary's Try again) makes the next
 * render download it again.
 */
export function retryableLazy<TProps extends object>(
  load: () => Promise<{ default: ComponentType<TProps> }>,
  { isPageCode = true }: RetryableLazyOptions = {},
): PreloadablePage<TProps> {
  let current: LazyExoticComponent<ComponentType<TProps>>;
  // One download for the preload and the first render; a failed one is started over by the next of either.
  let download: Promise<{ default: ComponentType<TProps> }> | undefined;
  const loadOnce = () => (download ??= load());
  const startOver = () => {
    download = undefined;
    current = lazy(() =>
      loadOnce().then(
        (module) => {
          // This version's page code loads: a later redeploy may reload the tab once again.
          if (isPageCode) clearReloadForNewVersion(sessionStore());
          return module;
        },
        (error: unknown) => {
          failedPages.add(startOver);
          throw error;
        },
      ),
    );
  };
  startOver();
  function RetryableLazyPage(props: TProps) {
    const Page = current;
    return <Page {...props} />;
  }
  return Object.assign(RetryableLazyPage, {
    preload: () => {
      loadOnce().catch(() => undefined);
    },
  });
}

export interface RetryableLazyOptions {
  /**
   * False for a table or frame that loads the page's own code in turn (the later pages' table, a host or team frame):
   * its arrival proves nothing about the page's chunk, and taking it for proof would let a redeploy's missing page
   * reload the tab over and over.
   */
  isPageCode?: boolean;
}

/** A lazy page that can start its download before it renders (the page the console opens on, at start). */
export type PreloadablePage<TProps extends object> = ComponentType<TProps> & { preload: () => void };

/** Lets every page whose chunk failed to download try again on its next render. */
export function retryFailedPages(): void {
  for (const startOver of failedPages) startOver();
  failedPages.clear();
}
