import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * One query parameter of the page's URL as state: its value ('' when absent) and a setter that keeps the other
 * parameters; an empty value drops the parameter. Each change is a history entry, so Back returns to the previous view.
 */
export function useQueryParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      }),
    [name, setParams],
  );
  return [params.get(name) ?? '', set];
}
