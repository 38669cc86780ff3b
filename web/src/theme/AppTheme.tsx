import { ChakraProvider } from '@chakra-ui/react';
import { ThemeProvider, useTheme } from 'next-themes';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { defaultAppSystem, DEFAULT_THEME } from './defaultSystem.ts';
import { seedOf } from './material-roles.ts';

const SeedContext = createContext<(seed: string | null) => void>(() => {});

/** Where the colour mode is remembered: per signed-in user (§ Theme), else for the visitor. */
export function colourModeKey(email: string | null | undefined): string {
  return email ? `joinery:colour-mode:${email}` : 'joinery:colour-mode';
}

/**
 * The Chakra system computed from the seed of the theme in force (the workspace's, once the frame
 * knows it; the default otherwise), with light and dark colour modes remembered under `storageKey`.
 */
export function AppTheme({ storageKey, children }: { storageKey: string; children: ReactNode }) {
  const [seed, setSeed] = useState<string | null>(null);
  const [system, setSystem] = useState(() => defaultAppSystem);
  useEffect(() => {
    const resolved = seedOf(seed);
    if (resolved === DEFAULT_THEME.seed) return setSystem(defaultAppSystem);
    let current = true;
    // the colour library loads only for a workspace with its own theme
    void Promise.all([import('./material.ts'), import('./system.ts')]).then(([{ materialTheme }, { createAppSystem }]) => {
      if (current) setSystem(createAppSystem(materialTheme(resolved)));
    });
    return () => {
      current = false;
    };
  }, [seed]);
  return (
    // a different user reads their own remembered mode: the provider starts again under their key
    <ThemeProvider key={storageKey} storageKey={storageKey} attribute="class" defaultTheme="light" enableSystem={false} disableTransitionOnChange>
      <ChakraProvider value={system}>
        <SeedContext.Provider value={setSeed}>{children}</SeedContext.Provider>
      </ChakraProvider>
    </ThemeProvider>
  );
}

/** Colours the app from a theme seed while the calling component is mounted (the frame: the workspace theme). */
export function useThemeSeed(seed: string | null | undefined): void {
  const setSeed = useContext(SeedContext);
  useEffect(() => {
    setSeed(seed ?? null);
    return () => setSeed(null);
  }, [seed, setSeed]);
}

export function useColourMode(): { mode: 'light' | 'dark'; toggle: () => void } {
  const { resolvedTheme, setTheme } = useTheme();
  const mode = resolvedTheme === 'dark' ? 'dark' : 'light';
  return { mode, toggle: () => setTheme(mode === 'dark' ? 'light' : 'dark') };
}
