import { ChakraProvider } from '@chakra-ui/react';
import { ThemeProvider, useTheme } from 'next-themes';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { defaultAppSystem, DEFAULT_THEME } from './defaultSystem.ts';
import { rolesFromProperties, seedOf, type ThemeColours } from '../../../rules/colour-roles.ts';
import { createAppSystem } from './system.ts';

/** What colours the app: a theme's colours, and the roles it stores (its properties) when it has them all. */
export interface AppColours extends ThemeColours {
  properties?: { light?: Record<string, string> | null; dark?: Record<string, string> | null } | null;
}

const ColoursContext = createContext<(colours: AppColours | null) => void>(() => {});

type System = ReturnType<typeof defaultAppSystem>;

/**
 * The system of a theme without the colour library when it can: the default seed's is precomputed,
 * and a theme whose properties hold every role uses them as stored (so a registered theme keeps its
 * colours); only the rest load the library and compute.
 */
function storedSystem(colours: AppColours | null): System | null {
  if (!colours) return defaultAppSystem();
  const light = rolesFromProperties(colours.properties?.light);
  const dark = rolesFromProperties(colours.properties?.dark);
  if (light && dark) return createAppSystem({ seed: seedOf(colours.seed), light, dark });
  const seedOnly = !colours.secondary && !colours.tertiary && !colours.trueColours;
  return seedOnly && seedOf(colours.seed) === DEFAULT_THEME.seed ? defaultAppSystem() : null;
}

/** Where the colour mode is remembered: per signed-in user (§ Theme), else for the visitor. */
export function colourModeKey(email: string | null | undefined): string {
  return email ? `joinery:colour-mode:${email}` : 'joinery:colour-mode';
}

/**
 * The Chakra system of the theme in force (the workspace's, once the frame knows it; the default
 * otherwise), with light and dark colour modes remembered under `storageKey`. A route that knows its
 * colours with its data (a storefront: its configurator's theme) passes them as `routeColours`: its
 * first render then wears them, rather than the default's and then theirs; should they need computing,
 * `fallback` (neutral, no theme's colours) shows until they are ready.
 */
export function AppTheme({ storageKey, routeColours, fallback, children }: { storageKey: string; routeColours?: AppColours | null; fallback?: ReactNode; children: ReactNode }) {
  const [screenColours, setColours] = useState<AppColours | null>(null);
  const colours = routeColours === undefined ? screenColours : routeColours;
  // compared by value (each render of a caller makes a new object): the key stands for the colours below
  const key = JSON.stringify(colours);
  const stored = useMemo(() => storedSystem(colours), [key]);
  const [computed, setComputed] = useState<{ key: string; system: System } | null>(null);
  useEffect(() => {
    if (stored || !colours) return;
    let current = true;
    // the colour library loads only for a theme that needs computing
    void import('../../../rules/colour-scheme.ts').then(({ materialTheme }) => {
      if (current) setComputed({ key, system: createAppSystem(materialTheme(colours)) });
    });
    return () => {
      current = false;
    };
  }, [key, stored]);
  const ready = computed?.key === key ? computed.system : null;
  // a screen's theme being computed leaves the last one in force meanwhile; a route's waits in the fallback
  const system = stored ?? ready ?? (routeColours ? null : (computed?.system ?? defaultAppSystem()));
  if (!system) return fallback ?? null;
  return (
    // a different user reads their own remembered mode: the provider starts again under their key
    <ThemeProvider key={storageKey} storageKey={storageKey} attribute="class" defaultTheme="light" enableSystem={false} disableTransitionOnChange>
      <ChakraProvider value={system}>
        <ColoursContext.Provider value={setColours}>{children}</ColoursContext.Provider>
      </ChakraProvider>
    </ThemeProvider>
  );
}

/** Colours the app with a theme while the calling component is mounted (the frame: the workspace theme). */
export function useAppColours(colours: AppColours | null | undefined): void {
  const setColours = useContext(ColoursContext);
  // compared by value: each render of the caller makes a new object
  const key = JSON.stringify(colours ?? null);
  useEffect(() => {
    setColours(JSON.parse(key) as AppColours | null);
    return () => setColours(null);
  }, [key, setColours]);
}

export function useColourMode(): { mode: 'light' | 'dark'; toggle: () => void } {
  const { resolvedTheme, setTheme } = useTheme();
  const mode = resolvedTheme === 'dark' ? 'dark' : 'light';
  return { mode, toggle: () => setTheme(mode === 'dark' ? 'light' : 'dark') };
}
