import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { whenOpened } from '../shared/whenOpened.tsx';

/** under 425 px the strip and the menu live in a drawer, whose code loads when it first opens */
const MenuDrawer = whenOpened(async () => (await import('./MenuDrawer.tsx')).MenuDrawer);

export interface SideAreaProps {
  /** under 425 px: everything in a drawer */
  small: boolean;
  /** from 1024 px: an expanded menu pushes the content instead of floating over it */
  wide: boolean;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
  /** the workspace strip, when the route shows it */
  strip: ReactNode;
  /** the side menu at a collapsed state, when the route has one */
  menu: ((collapsed: boolean, onNavigate?: () => void) => ReactNode) | null;
}

/**
 * Where the workspace strip and the side menu sit (§2.3, §9): beside the content, collapsible; between
 * 425 and 1024 px an expanded menu floats over the content on a backdrop that collapses it; under
 * 425 px both live in a drawer.
 */
export function SideArea({ small, wide, expanded, onExpandedChange, drawerOpen, onDrawerOpenChange, strip, menu }: SideAreaProps) {
  if (small) {
    return <MenuDrawer open={drawerOpen} onOpenChange={onDrawerOpenChange} strip={strip} menu={menu} />;
  }
  if (!strip && !menu) return null;
  const overlay = !wide && expanded;
  return (
    <Flex position="sticky" top="0" h="100dvh" flexShrink={0} zIndex="docked">
      {strip}
      {menu && (
        <>
          {/* keeps the collapsed width in the flow while the expanded menu floats */}
          {overlay && <Box w="16" />}
          <Box
            w={expanded ? '60' : '16'}
            bg="bg"
            borderEndWidth="1px"
            overflowY="auto"
            position={overlay ? 'fixed' : 'relative'}
            insetStart={overlay ? (strip ? '14' : '0') : undefined}
            top="0"
            h="100dvh"
            zIndex={overlay ? 'modal' : undefined}
            data-testid="side-menu"
            data-expanded={expanded}
          >
            {menu(!expanded)}
          </Box>
          {overlay && (
            <Box position="fixed" inset="0" bg="blackAlpha.500" zIndex="overlay" data-testid="side-menu-backdrop" onClick={() => onExpandedChange(false)} />
          )}
        </>
      )}
    </Flex>
  );
}
