import { useCallback, useEffect, useRef } from 'react';

/**
 * The signal of the calling component's life: it aborts when the component unmounts. Read through the returned
 * function at call time, because React may unmount and mount a component again (Strict Mode), which starts a new life.
 */
export function useLifetimeSignal(): () => AbortSignal | undefined {
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => {
    const life = new AbortController();
    controller.current = life;
    return () => life.abort();
  }, []);
  return useCallback(() => controller.current?.signal, []);
}
