import { useEffect, useMemo, useRef } from 'react';

/**
 * `callback` called once its calls have paused for `delay` ms, with the last arguments: a search box
 * asks the server once per pause, and the screen does not render again on every key.
 */
export function useDebounced<Args extends unknown[]>(callback: (...args: Args) => void, delay = 250): (...args: Args) => void {
  const latest = useRef(callback);
  latest.current = callback;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () =>
      (...args: Args) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => latest.current(...args), delay);
      },
    [delay],
  );
}
