/**
 * The 'ORDER WORKFLOW' diagram (§2.9): the states as boxes and the transitions as arrows, laid out by
 * dagre and drawn by React Flow, as the version graph is. Loaded in a chunk of its own when the screen
 * opens, so the graph libraries weigh on no other page. It shows; the lists beside it edit.
 */
import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { BaseEdge, Handle, MarkerType, Position, ReactFlowProvider, useReactFlow, type Edge, type EdgeProps, type Node, type NodeProps } from '@xyflow/react';
import { memo, useEffect, useMemo, useRef } from 'react';
import { initialState, type Workflow, type WorkflowState } from '../../../rules/order-workflow.ts';
import { DiagramFrame } from '../shared/DiagramFrame.tsx';
import { routePath } from '../versions/graph-layout.ts';
import { layoutWorkflow, STATE_HEIGHT, STATE_WIDTH } from './diagram-layout.ts';

type StateNode = Node<{ state: WorkflowState; initial: boolean; end: boolean }, 'state'>;
type TransitionEdge = Edge<{ points: { x: number; y: number }[] }, 'transition'>;

const StateBox = memo(function StateBox({ data }: NodeProps<StateNode>) {
  const { state, initial, end } = data;
  return (
    <>
      <Handle type="target" position={Position.Top} isConnectable={false} style={{ opacity: 0 }} />
      <Box
        data-state={state.id}
        w={`${STATE_WIDTH}px`}
        h={`${STATE_HEIGHT}px`}
        px="2"
        display="flex"
        alignItems="center"
        justifyContent="center"
        bg={initial ? 'primary.subtle' : 'bg'}
        color="fg"
        borderWidth={end ? '3px' : '1px'}
        borderStyle={end ? 'double' : 'solid'}
        borderColor={initial ? 'primary.solid' : 'border.emphasized'}
        rounded="md"
        shadow="xs"
      >
        <HStack gap="1.5" minW="0">
          <Text as="span" fontWeight="semibold" textStyle="sm" truncate>{state.name}</Text>
          {initial && <Badge size="xs" colorPalette="primary" variant="solid">Start</Badge>}
        </HStack>
      </Box>
      <Handle type="source" position={Position.Bottom} isConnectable={false} style={{ opacity: 0 }} />
    </>
  );
});

function TransitionArrow({ sourceX, sourceY, targetX, targetY, data, markerEnd }: EdgeProps<TransitionEdge>) {
  return <BaseEdge path={routePath({ x: sourceX, y: sourceY }, data?.points ?? [], { x: targetX, y: targetY })} markerEnd={markerEnd} />;
}

const NODE_TYPES = { state: StateBox };
/** the whole diagram, with a margin, never enlarged beyond its natural size */
const FIT = { padding: 0.1, maxZoom: 1 };
const EDGE_TYPES = { transition: TransitionArrow };

/** The diagram's words for a screen reader: every state, then every transition. */
export function describeWorkflow(workflow: Workflow): string {
  const name = (id: string) => workflow.states.find((s) => s.id === id)?.name ?? id;
  const moves = workflow.transitions.map((t) => `${name(t.from)} to ${name(t.to)}`);
  return `Order workflow diagram. States: ${workflow.states.map((s) => s.name).join(', ')}. Transitions: ${moves.length ? moves.join('; ') : 'none'}.`;
}

function Diagram({ workflow, height }: { workflow: Workflow; height: string }) {
  const flow = useReactFlow();
  const { nodes, edges } = useMemo(() => {
    const layout = layoutWorkflow(workflow);
    const initial = initialState(workflow).id;
    const leaving = new Set(workflow.transitions.map((t) => t.from));
    const nodes: StateNode[] = layout.states.map(({ id, x, y }) => {
      const state = workflow.states.find((s) => s.id === id)!;
      return { id, type: 'state', position: { x, y }, width: STATE_WIDTH, height: STATE_HEIGHT, data: { state, initial: id === initial, end: !leaving.has(id) } };
    });
    const edges: TransitionEdge[] = layout.transitions.map((t) => ({
      id: `${t.from}→${t.to}`,
      type: 'transition',
      source: t.from,
      target: t.to,
      markerEnd: { type: MarkerType.ArrowClosed, width: 18, height: 18 },
      data: { points: t.points },
    }));
    return { nodes, edges };
  }, [workflow]);
  const box = useRef<HTMLDivElement>(null);
  // the whole diagram stays in view: when a state added or removed moves the others, and when the box
  // changes size (a phone turned, a window narrowed)
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let frame = 0;
    const fit = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => void flow.fitView(FIT));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [flow, nodes]);

  return (
    <DiagramFrame
      frameRef={box}
      height={height}
      label={describeWorkflow(workflow)}
      nodes={nodes}
      edges={edges}
      nodeTypes={NODE_TYPES}
      edgeTypes={EDGE_TYPES}
      fitView
      fitViewOptions={FIT}
      minZoom={0.3}
      maxZoom={1.5}
      preventScrolling={false}
    />
  );
}

/** The diagram of `workflow`: the initial state marked Start, a state no transition leaves framed twice (an end). */
export default function WorkflowDiagram(props: { workflow: Workflow; height: string }) {
  return (
    <ReactFlowProvider>
      <Diagram {...props} />
    </ReactFlowProvider>
  );
}
