import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import { documentTitle, titleOf } from './routeHandle.ts';

interface TitleControls {
  /** a title a screen knows only once its data is there (the dashboard's workspace name) */
  setOverride: (title: string | null) => void;
  /** active notifications, shown as a count prefix */
  setActiveCount: (count: number) => void;
}

const TitleContext = createContext<TitleControls>({ setOverride: () => {}, setActiveCount: () => {} });

/** Keeps document.title in step with the route's title, a screen's own title and the bell's count. */
export function TitleProvider({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const [override, setOverride] = useState<{ path: string; title: string } | null>(null);
  const [activeCount, setActiveCount] = useState(0);
  const path = matches[matches.length - 1]?.pathname ?? '';
  // a screen's own title belongs to the path it was set on, so the next screen never inherits it
  const pathRef = useRef(path);
  pathRef.current = path;
  const routeTitle = titleOf(matches);
  const title = override && override.path === path ? override.title : routeTitle;
  useEffect(() => {
    document.title = documentTitle(title, activeCount);
  }, [title, activeCount]);
  const controls = useMemo<TitleControls>(
    () => ({
      setOverride: (next) => setOverride(next === null ? null : { path: pathRef.current, title: next }),
      setActiveCount,
    }),
    [],
  );
  return <TitleContext.Provider value={controls}>{children}</TitleContext.Provider>;
}

/** Gives the current screen a title known only at render time. */
export function usePageTitle(title: string | null | undefined): void {
  const { setOverride } = useContext(TitleContext);
  useEffect(() => {
    if (!title) return;
    setOverride(title);
    return () => setOverride(null);
  }, [title, setOverride]);
}

export function useActiveCountTitle(count: number): void {
  const { setActiveCount } = useContext(TitleContext);
  useEffect(() => {
    setActiveCount(count);
    return () => setActiveCount(0);
  }, [count, setActiveCount]);
}
