import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';

export interface TooltipPopupProps {
  open: boolean;
  /** the trigger's element id: the tooltip is placed beside it */
  triggerId: string;
  contentId: string;
  content: ReactNode;
  onClose: () => void;
}

/**
 * The tooltip of shared/Tooltip.tsx, opened and closed by its trigger's own handlers. It mounts closed
 * and then follows `open`, so that Zag places it on its way to open as with an eager tooltip.
 */
export default function TooltipPopup({ open, triggerId, contentId, content, onClose }: TooltipPopupProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <ChakraTooltip.Root
      open={mounted && open}
      ids={{ trigger: triggerId, content: contentId }}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
