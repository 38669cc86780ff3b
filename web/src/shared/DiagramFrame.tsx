/**
 * A diagram people read rather than edit (the version graph, the order workflow): React Flow in the app's
 * framed box, in the app's colour mode, with nothing to drag, connect, select or zoom by wheel. The page
 * gives the nodes, the edges and whatever else its diagram does (fitting, panning, a zoom of its own).
 */
import { Box } from '@chakra-ui/react';
import { ReactFlow, type Edge, type Node, type ReactFlowProps } from '@xyflow/react';
import '@xyflow/react/dist/base.css';
import type { Ref } from 'react';
import { useColourMode } from '../app-theme/AppTheme.tsx';

// React Flow's own height and width size it without a box (rendering on a server); here the frame sizes it
export type DiagramFrameProps<N extends Node, E extends Edge> = Omit<ReactFlowProps<N, E>, 'height' | 'width'> & {
  frameRef: Ref<HTMLDivElement>;
  height: string;
  /** what the diagram shows, for screen readers */
  label: string;
};

export function DiagramFrame<N extends Node, E extends Edge>({ frameRef, height, label, ...flow }: DiagramFrameProps<N, E>) {
  const { mode } = useColourMode();
  return (
    <Box
      ref={frameRef}
      h={height}
      borderWidth="1px"
      rounded="md"
      bg="bg.subtle"
      role="group"
      aria-label={label}
      css={{ '--xy-edge-stroke': '{colors.fg.muted}', '--xy-edge-stroke-width': '1.5', '--xy-background-color': 'transparent' }}
    >
      <ReactFlow<N, E>
        // React Flow marks its box with the mode's class, which also scopes Chakra's colours: the app's own
        colorMode={mode}
        nodesDraggable={false}
        nodesConnectable={false}
        nodesFocusable={false}
        edgesFocusable={false}
        elementsSelectable={false}
        zoomOnScroll={false}
        zoomOnDoubleClick={false}
        proOptions={{ hideAttribution: true }}
        {...flow}
      />
    </Box>
  );
}
