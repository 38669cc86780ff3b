/** The version graph of §2.13 in React Flow: its box, its view and its zoom control. */
import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { useId, useMemo, useRef, useState } from 'react';
import { DiagramFrame } from '../shared/DiagramFrame.tsx';
import { EDGE_TYPES, flowOf, NODE_TYPES } from './graph-flow.tsx';
import { layoutVersions, MAX_SCALE, MIN_SCALE, scaleOfZoom, START_ZOOM, zoomOfScale } from './graph-layout.ts';
import { useGraphViewport } from './useGraphViewport.ts';
import type { VersionNode } from './version-graph.ts';

export interface VersionGraphViewProps {
  /** the versions loaded, by number */
  versions: Map<number, VersionNode>;
  head: number;
  viewed: number;
  onSelect: (version: number) => void;
  /** more versions lie below the oldest drawn: panned to the bottom, the view asks for them */
  hasOlder: boolean;
  onNeedOlder: () => void;
  height: string;
}

/** The zoom control of §2.13 (0–100, starting at 40), following the wheel and pinch zoom too. */
function ZoomControl({ zoom, onZoom }: { zoom: number; onZoom: (zoom: number) => void }) {
  const id = useId();
  return (
    <HStack gap="3" mt="2">
      <label htmlFor={id}>
        <Text as="span" textStyle="sm">Zoom</Text>
      </label>
      <chakra.input
        id={id}
        type="range"
        min={0}
        max={100}
        step={1}
        value={zoom}
        onChange={(event) => onZoom(Number(event.target.value))}
        flex="1"
        maxW="48"
        accentColor="var(--chakra-colors-primary-solid)"
      />
      <Text as="span" textStyle="sm" minW="6" data-testid="graph-zoom">{zoom}</Text>
    </HStack>
  );
}

function GraphCanvas({ versions, head, viewed, onSelect, hasOlder, onNeedOlder, height }: VersionGraphViewProps) {
  const layout = useMemo(() => layoutVersions(versions.values()), [versions]);
  const flow = useReactFlow();
  const box = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(START_ZOOM);
  const { onInit, reveal, onMoveEnd } = useGraphViewport(box, layout, viewed, { has: hasOlder, need: onNeedOlder });
  const { nodes, edges } = useMemo(() => flowOf(layout, head, viewed, onSelect, reveal), [layout, head, viewed, onSelect, reveal]);

  return (
    <Box>
      <DiagramFrame
        frameRef={box}
        height={height}
        label="Version graph: newest at the top, each version above the versions it was made from"
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        edgeTypes={EDGE_TYPES}
        onInit={onInit}
        onMove={(_, viewport) => setZoom(zoomOfScale(viewport.zoom))}
        onMoveEnd={onMoveEnd}
        minZoom={MIN_SCALE}
        maxZoom={MAX_SCALE}
        panOnScroll
      />
      <ZoomControl
        zoom={zoom}
        onZoom={(next) => {
          setZoom(next);
          void flow.zoomTo(scaleOfZoom(next));
        }}
      />
    </Box>
  );
}

/** The version graph (§2.13), laid out by dagre and drawn by React Flow; each version is a button. */
export function VersionGraphView(props: VersionGraphViewProps) {
  return (
    <ReactFlowProvider>
      <GraphCanvas {...props} />
    </ReactFlowProvider>
  );
}
