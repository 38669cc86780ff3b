/**
 * What React Flow draws of the version graph: each version a card that is a button, each parent link a
 * line along dagre's route; `flowOf` turns a layout into React Flow's nodes and edges.
 */
import { Badge, chakra, HStack, Text } from '@chakra-ui/react';
import { BaseEdge, Handle, Position, type Edge, type EdgeProps, type EdgeTypes, type Node, type NodeProps, type NodeTypes } from '@xyflow/react';
import { memo } from 'react';
import { formatDateTime } from '../shared/format.ts';
import { NODE_HEIGHT, NODE_WIDTH, routePath, type GraphLayout } from './graph-layout.ts';
import type { VersionNode } from './version-graph.ts';

interface CardData extends Record<string, unknown> {
  info: VersionNode;
  head: boolean;
  viewed: boolean;
  onSelect: (version: number) => void;
  /** brings the version into sight (a keyboard reached it) */
  onReveal: (version: number) => void;
}

type VersionFlowNode = Node<CardData, 'version'>;

/**
 * What a version's button says to a screen reader: its number, role, tag, author and time. The card
 * shows these same words in this order, so the name contains what a speech user reads (WCAG 2.5.3).
 */
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
        py="1"
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
        {/* the spaces between the lines (flex items, so not drawn) keep their words apart in the card's text */}
        <HStack gap="1.5" w="full" minW="0">
          <Text as="span" fontWeight="semibold" textStyle="sm">Version {info.version}</Text>{' '}
          {head && <Badge size="xs" colorPalette="primary" variant="solid">Latest</Badge>}
        </HStack>{' '}
        {(viewed || info.tag) && (
          <Text as="span" textStyle="xs" truncate maxW="full">
            {[viewed && 'viewing', info.tag && `tagged ${info.tag}`].filter(Boolean).join(', ')}
          </Text>
        )}{' '}
        <Text as="span" textStyle="xs" truncate maxW="full">by {info.author.name}</Text>{' '}
        <Text as="span" textStyle="xs" color="fg.muted">{formatDateTime(info.created)}</Text>
      </chakra.button>
      <Handle type="source" position={Position.Top} isConnectable={false} style={{ opacity: 0 }} />
    </>
  );
});

export const NODE_TYPES: NodeTypes = { version: VersionCard };

type RoutedFlowEdge = Edge<{ points: { x: number; y: number }[]; merged: boolean }, 'routed'>;

/** A parent-to-child line along dagre's route around the other versions; dashed from a copy's or merge's other parent. */
function RoutedEdge({ sourceX, sourceY, targetX, targetY, data }: EdgeProps<RoutedFlowEdge>) {
  const path = routePath({ x: sourceX, y: sourceY }, data?.points ?? [], { x: targetX, y: targetY });
  return <BaseEdge path={path} style={data?.merged ? { strokeDasharray: '6 4' } : undefined} />;
}

export const EDGE_TYPES: EdgeTypes = { routed: RoutedEdge };

export function flowOf(layout: GraphLayout, head: number, viewed: number, onSelect: (version: number) => void, onReveal: (version: number) => void) {
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
