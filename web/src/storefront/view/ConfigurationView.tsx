import { Box, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Component, lazy, memo, Suspense, useMemo, type ReactNode } from 'react';
import { LuBox } from 'react-icons/lu';
import type { ConfigurationDocument, OfferedModule, StorefrontOffer } from '../api/published-api.ts';
import { moduleIdOf } from '../configure/configuration-draft.ts';
import { itemKey } from './placement.ts';

// three.js and the renderer load only where the browser can draw 3D
const ThreeView = lazy(() => import('./ThreeView.tsx'));

let webgl: boolean | undefined;
/**
 * Whether this browser can draw WebGL. Asked of a throwaway canvas before any three.js loads: a
 * renderer that fails to start logs errors, and the images say enough without it.
 */
export function canDrawWebgl(): boolean {
  if (webgl !== undefined) return webgl;
  try {
    const canvas = document.createElement('canvas');
    const context = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    webgl = Boolean(context);
    context?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    webgl = false;
  }
  return webgl;
}

/** Falls back to the images when the 3D view fails while drawing. */
class Fallback extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface Chosen {
  module: OfferedModule;
  count: number;
}

/** The chosen modules as pictures with how many of each: the view without WebGL. */
function ImagesView({ chosen }: { chosen: Chosen[] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3 }} gap="3" p="3" aria-label="Your configuration">
      {chosen.map(({ module, count }) => (
        <Stack as="li" key={module.id} gap="1" align="center" textAlign="center">
          <Box w="full" aspectRatio="1" rounded="md" overflow="hidden" bg="bg.panel" display="grid" placeItems="center">
            {module.image ? <Image src={module.image} alt={module.name} boxSize="full" objectFit="contain" /> : <Box fontSize="3xl" color="fg.muted" role="img" aria-label={module.name}><LuBox /></Box>}
          </Box>
          <Text textStyle="sm">{count > 1 ? `${count} × ${module.name}` : module.name}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * What the customer configured, to look at: in 3D where WebGL works (its own chunk), otherwise the
 * chosen modules' images.
 */
export const ConfigurationView = memo(function ConfigurationView({ offer, draft, title }: { offer: StorefrontOffer; draft: ConfigurationDocument; title: string }) {
  const byId = offer.modules;
  const items = useMemo(
    () => draft.modules.flatMap((m) => (byId[moduleIdOf(m.module)] ? [{ key: itemKey(m.module, m.instance), module: byId[moduleIdOf(m.module)] }] : [])),
    [draft.modules, byId],
  );
  const connections = useMemo(
    () =>
      draft.connections.map((c) => ({
        source: itemKey(c.sourceModule, c.sourceInstance),
        sourceConnector: c.sourceConnector,
        target: itemKey(c.targetModule, c.targetInstance),
        targetConnector: c.targetConnector,
      })),
    [draft.connections],
  );
  const chosen = useMemo(() => {
    const counts = new Map<string, Chosen>();
    for (const { module } of items) counts.set(module.id, { module, count: (counts.get(module.id)?.count ?? 0) + 1 });
    return [...counts.values()];
  }, [items]);

  let content: ReactNode;
  if (!items.length) {
    content = (
      <Stack h="full" align="center" justify="center" color="fg.muted" p="6" textAlign="center">
        <Box fontSize="4xl" aria-hidden="true"><LuBox /></Box>
        <Text>Add modules to see your {title.toLowerCase()} here.</Text>
      </Stack>
    );
  } else if (canDrawWebgl()) {
    const images = <ImagesView chosen={chosen} />;
    content = (
      <Fallback fallback={images}>
        <Suspense fallback={images}>
          <ThreeView items={items} connections={connections} label={`3D view of your configuration: ${chosen.map((c) => `${c.count} × ${c.module.name}`).join(', ')}`} />
        </Suspense>
      </Fallback>
    );
  } else {
    content = <ImagesView chosen={chosen} />;
  }
  return (
    <Box w="full" minH={{ base: '64', lg: '96' }} h={{ base: '64', lg: '96' }} bg="bg.muted" rounded="lg" overflow="auto">
      {content}
    </Box>
  );
});
