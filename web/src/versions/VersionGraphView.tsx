import { Badge, Box, chakra, HStack, Text } from '@chakra-ui/react';
import {
  BaseEdge, Handle, Position, ReactFlow, ReactFlowProvider, useReactFlow, type Edge, type EdgeProps, type EdgeTypes, type Node, type NodeProps,
  type NodeTypes, type Viewport,
} from '@xyflow/react';
import '@xyflow/react/dist/base.css';
import { memo, useCallback, useId, useMemo, useRef, useState } from 'react';
import { formatDate } from '../shared/format.ts';
import { useColourMode } from '../theme/AppTheme.tsx';
import {
  layoutVersions, MAX_SCALE, MIN_SCALE, NODE_HEIGHT, NODE_WIDTH, routePath, scaleOfZoom, START_ZOOM, zoomOfScale, type GraphLayout,
} from './graph-layout.ts';
import type { VersionNode } from './version-graph.ts';

const two = (n: number) => String(n).padStart(2, '0');

/** dd/MM/yyyy HH:mm: versions of one day differ by their time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return `${formatDate(iso)} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

interface CardData extends Record<string, unknown> {
  info: VersionNode;
  head: boolean;
  viewed: boolean;
  onSelect: (version: number) => void;
  /** brings the version into sight (a keyboard reached it) */
  onReveal: (version: number) => void;
}

type VersionFlowNode = Node<CardData, 'version'>;

/** What a version's button says to a screen reader: its number, role, tag, author and time. */
export function versionLabel(info: VersionNode, head: boolean, viewed: boolean): string {
  return [
    `Version ${info.version}`,
    head && 'latest',
    viewed && 'viewing',
    info.tag && `tagged ${info.tag}`,
    `by ${info.author.name}`,
    formatDateTime(info.created),
  ].filter(Boolean).join(', ');
}

const VersionCard = memo(function VersionCard({ data }: NodeProps<VersionFlowNode>) {
  const { info, head, viewed, onSelect, onReveal } = data;
  return (
    <>
      <Handle type="target" position={Position.Bottom} isConnectable={false} style={{ opacity: 0 }} />
      <chakra.button
        type="button"
        className="nodrag nopan"
        data-version={info.version}
        aria-label={versionLabel(info, head, viewed)}
        aria-pressed={viewed}
        onClick={() => onSelect(info.version)}
        onFocus={() => onReveal(info.version)}
        w={`${NODE_WIDTH}px`}
        h={`${NODE_HEIGHT}px`}
        px="3"
        py="1.5"
        display="flex"
        flexDirection="column"
        alignItems="flex-start"
        justifyContent="center"
        gap="0"
        textAlign="start"
        bg={viewed ? 'primary.subtle' : 'bg'}
        color="fg"
        borderWidth={viewed ? '2px' : '1px'}
        borderColor={viewed ? 'primary.solid' : head ? 'primary.fg' : 'border.emphasized'}
        rounded="md"
        shadow="xs"
        cursor="pointer"
        // React Flow leaves nodes without handlers of its own to pointer events: the button takes them
        pointerEvents="auto"
        _hover={{ borderColor: 'primary.solid' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'primary.focusRing', outlineOffset: '2px' }}
      >
        <HStack gap="1.5" w="full" minW="0">
          <Text as="span" fontWeight="semibold" textStyle="sm">v{info.version}</Text>
          {head && <Badge size="xs" colorPalette="primary" variant="solid">Latest</Badge>}
          {info.tag && <Badge size="xs" variant="outline" truncate maxW="20">{info.tag}</Badge>}
        </HStack>
        <Text as="span" textStyle="xs" truncate maxW="full">{info.author.name}</Text>
        <Text as="span" textStyle="xs" color="fg.muted">{formatDateTime(info.created)}</Text>
      </chakra.button>
      <Handle type="source" position={Position.Top} isConnectable={false} style={{ opacity: 0 }} />
    </>
  );
});

const NODE_TYPES: NodeTypes = { version: VersionCard };

type RoutedFlowEdge = Edge<{ points: { x: number; y: number }[]; merged: boolean }, 'routed'>;

/** A parent-to-child line along dagre's route around the other versions; dashed from a copy's or merge's other parent. */
function RoutedEdge({ sourceX, sourceY, targetX, targetY, data }: EdgeProps<RoutedFlowEdge>) {
  const path = routePath({ x: sourceX, y: sourceY }, data?.points ?? [], { x: targetX, y: targetY });
  return <BaseEdge path={path} style={data?.merged ? { strokeDasharray: '6 4' } : undefined} />;
}

const EDGE_TYPES: EdgeTypes = { routed: RoutedEdge };

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

function flowOf(layout: GraphLayout, head: number, viewed: number, onSelect: (version: number) => void, onReveal: (version: number) => void) {
  const nodes: VersionFlowNode[] = layout.placed.map(({ version, x, y }) => ({
    id: String(version.version),
    type: 'version',
    position: { x, y },
    width: NODE_WIDTH,
    height: NODE_HEIGHT,
    data: { info: version, head: version.version === head, viewed: version.version === viewed, onSelect, onReveal },
  }));
  const edges: RoutedFlowEdge[] = layout.edges.map((edge) => ({
    id: edge.id,
    type: 'routed',
    source: String(edge.parent),
    target: String(edge.child),
    data: { points: edge.points, merged: edge.merged },
  }));
  return { nodes, edges };
}

function GraphCanvas({ versions, head, viewed, onSelect, hasOlder, onNeedOlder, height }: VersionGraphViewProps) {
  const layout = useMemo(() => layoutVersions(versions.values()), [versions]);
  const flow = useReactFlow();
  const { mode } = useColourMode();
  const box = useRef<HTMLDivElement>(null);
  // a version reached by keyboard is panned into sight, at the zoom the user chose
  const onReveal = useCallback(
    (version: number) => {
      const place = layout.placed.find((p) => p.version.version === version);
      const boxWidth = box.current?.clientWidth ?? 0;
      const boxHeight = box.current?.clientHeight ?? 0;
      if (!place) return;
      const { x, y, zoom } = flow.getViewport();
      const left = place.x * zoom + x;
      const top = place.y * zoom + y;
      const inSight = left >= 0 && top >= 0 && left + NODE_WIDTH * zoom <= boxWidth && top + NODE_HEIGHT * zoom <= boxHeight;
      if (!inSight) void flow.setCenter(place.x + NODE_WIDTH / 2, place.y + NODE_HEIGHT / 2, { zoom });
    },
    [flow, layout],
  );
  const { nodes, edges } = useMemo(() => flowOf(layout, head, viewed, onSelect, onReveal), [layout, head, viewed, onSelect, onReveal]);
  const [zoom, setZoom] = useState(START_ZOOM);
  const zoomId = useId();

  // starts at zoom 40 (scale 1): the whole width when it fits, otherwise the viewed version in the
  // middle; the newest versions at the top unless the viewed one would be out of sight below
  const onInit = useCallback(() => {
    const boxWidth = box.current?.clientWidth ?? 0;
    const boxHeight = box.current?.clientHeight ?? 0;
    const place = layout.placed.find((p) => p.version.version === viewed) ?? layout.placed[0];
    if (!place) return;
    const x = layout.width <= boxWidth
      ? (boxWidth - layout.width) / 2
      : Math.min(0, Math.max(boxWidth - layout.width, boxWidth / 2 - (place.x + NODE_WIDTH / 2)));
    const y = place.y + NODE_HEIGHT <= boxHeight ? 0 : boxHeight / 2 - (place.y + NODE_HEIGHT / 2);
    void flow.setViewport({ x, y, zoom: scaleOfZoom(START_ZOOM) });
  }, [flow, layout, viewed]);

  const onMoveEnd = useCallback(
    (_: unknown, viewport: Viewport) => {
      const boxHeight = box.current?.clientHeight ?? 0;
      const lowestShown = (boxHeight - viewport.y) / viewport.zoom;
      if (hasOlder && lowestShown >= layout.bottom - NODE_HEIGHT) onNeedOlder();
    },
    [hasOlder, layout.bottom, onNeedOlder],
  );

  return (
    <Box>
      <Box
        ref={box}
        h={height}
        borderWidth="1px"
        rounded="md"
        bg="bg.subtle"
        role="group"
        aria-label="Version graph: newest at the top, each version above the versions it was made from"
        css={{ '--xy-edge-stroke': '{colors.fg.muted}', '--xy-edge-stroke-width': '1.5', '--xy-background-color': 'transparent' }}
      >
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          edgeTypes={EDGE_TYPES}
          // React Flow marks its box with the mode's class, which also scopes Chakra's colours: the app's own
          colorMode={mode}
          onInit={onInit}
          onMove={(_, viewport) => setZoom(zoomOfScale(viewport.zoom))}
          onMoveEnd={onMoveEnd}
          minZoom={MIN_SCALE}
          maxZoom={MAX_SCALE}
          nodesDraggable={false}
          nodesConnectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          elementsSelectable={false}
          panOnScroll
          zoomOnScroll={false}
          zoomOnDoubleClick={false}
          proOptions={{ hideAttribution: true }}
        />
      </Box>
      <HStack gap="3" mt="2">
        <label htmlFor={zoomId}>
          <Text as="span" textStyle="sm">Zoom</Text>
        </label>
        <chakra.input
          id={zoomId}
          type="range"
          min={0}
          max={100}
          step={1}
          value={zoom}
          aria-valuetext={`${zoom}`}
          onChange={(event) => {
            const next = Number(event.target.value);
            setZoom(next);
            void flow.zoomTo(scaleOfZoom(next));
          }}
          flex="1"
          maxW="48"
          accentColor="var(--chakra-colors-primary-solid)"
        />
        <Text as="span" textStyle="sm" minW="6" data-testid="graph-zoom">{zoom}</Text>
      </HStack>
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
