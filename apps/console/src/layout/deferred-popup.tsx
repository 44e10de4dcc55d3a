import { lazy, Suspense, useMemo, useState, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';

/** Props of a popup that can be opened from outside: the top-bar menus, the command palette, the sheets. */
export interface PopupControl {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export interface DeferredComponent<P> {
  /** Fetches the code ahead of use (hover, focus) without showing anything; repeated calls fetch once. */
  prefetch: () => void;
  /** Asks for the component to be shown: fetches its code (again, after a failure) and marks it requested. */
  preload: () => void;
  /** Whether the code has been asked for; re-renders the caller when that changes. */
  useIsRequested: () => boolean;
  /** The component itself, to render (inside Suspense) once requested. */
  Component: LazyExoticComponent<ComponentType<P>>;
}

/**
 * A component whose code stays out of the first load and is fetched on first use (or on hover and focus, to be ready
 * by the click). Popups are never visible on arrival, so the page's first paint does not wait for them.
 */
export function deferred<P>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let isRequested = false;
  const listeners = new Set<() => void>();
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      // A failed chunk (offline, a new deploy) is fetched again on the next use rather than cached as broken.
      loading = null;
      throw error;
    }));
  const prefetch = () => {
    loadOnce().catch((error: unknown) => console.error(error));
  };
  const preload = () => {
    prefetch();
    if (isRequested) return;
    isRequested = true;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    prefetch,
    preload,
    useIsRequested: () => useSyncExternalStore(subscribe, () => isRequested),
    Component: lazy(() => loadOnce().then((component) => ({ default: component }))),
  };
}

export interface StandInHandlers {
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
}

/** What the stand-in trigger gets: the handlers to spread on its button, and the popup's props to draw from. */
export type StandInProps<P> = StandInHandlers & { popupProps: P };

export interface DeferredPopupProps<P extends PopupControl> {
  popup: DeferredComponent<P>;
  props: P;
  /** The popup's trigger as it looks before the code has arrived; a click opens the popup as soon as it has. */
  StandIn: ComponentType<StandInProps<P>>;
}

/**
 * Renders the stand-in trigger until the user first opens the popup, then the popup itself, opened. Hover and focus
 * only fetch the code: the stand-in stays in place, so a keyboard user tabbing past keeps their focus. Once open, the
 * popup takes focus and gives it back to its own trigger on close.
 */
export function DeferredPopup<P extends PopupControl>({ popup, props, StandIn }: DeferredPopupProps<P>) {
  const isRequested = popup.useIsRequested();
  const [isOpen, setIsOpen] = useState(false);
  const handlers = useMemo<StandInHandlers>(
    () => ({
      onClick: () => {
        setIsOpen(true);
        popup.preload();
      },
      onPointerEnter: popup.prefetch,
      onFocus: popup.prefetch,
    }),
    [popup],
  );
  const handleOpenChange = (open: boolean) => {
    setIsOpen(open);
    props.onOpenChange?.(open);
  };
  const Popup = popup.Component;
  const standIn = <StandIn {...handlers} popupProps={props} />;
  if (!isRequested) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Popup {...props} open={props.open ?? isOpen} onOpenChange={handleOpenChange} />
    </Suspense>
  );
}
