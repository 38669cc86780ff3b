import { Box, CloseButton, Drawer, Flex, Portal } from '@chakra-ui/react';
import type { SideAreaProps } from './SideArea.tsx';

export interface MenuDrawerProps extends Pick<SideAreaProps, 'strip' | 'menu'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The workspace strip and the side menu on a small screen (§9): a drawer from the start edge. */
export function MenuDrawer({ open, onOpenChange, strip, menu }: MenuDrawerProps) {
  return (
    <Drawer.Root open={open} placement="start" onOpenChange={(details) => onOpenChange(details.open)}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="80vw" w="auto">
            <Drawer.Header py="2">
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Flex flex="1" minH="0">
              {strip}
              <Box flex="1" overflowY="auto">{menu?.(false, () => onOpenChange(false))}</Box>
            </Flex>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
