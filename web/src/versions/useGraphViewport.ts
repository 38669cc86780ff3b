import { useReactFlow, type Viewport } from '@xyflow/react';
import { useCallback, type RefObject } from 'react';
import { NODE_HEIGHT, NODE_WIDTH, scaleOfZoom, START_ZOOM, type GraphLayout } from './graph-layout.ts';

/**
 * Where the graph's view stands: at first, zoom 40 (scale 1) with the whole width when it fits,
 * otherwise the viewed version in the middle, and the newest versions at the top unless the viewed one
 * would be out of sight; a version reached by keyboard is panned into sight; panned down to the oldest
 * version drawn, the older ones are asked for.
 */
export function useGraphViewport(
  box: RefObject<HTMLDivElement | null>,
  layout: GraphLayout,
  viewed: number,
  older: { has: boolean; need: () => void },
) {
  const flow = useReactFlow();
  const size = () => ({ width: box.current?.clientWidth ?? 0, height: box.current?.clientHeight ?? 0 });
  const placeOf = (version: number) => layout.placed.find((p) => p.version.version === version);

  const onInit = useCallback(() => {
    const { width, height } = size();
    const place = placeOf(viewed) ?? layout.placed[0];
    if (!place) return;
    const x = layout.width <= width ? (width - layout.width) / 2 : Math.min(0, Math.max(width - layout.width, width / 2 - (place.x + NODE_WIDTH / 2)));
    const y = place.y + NODE_HEIGHT <= height ? 0 : height / 2 - (place.y + NODE_HEIGHT / 2);
    void flow.setViewport({ x, y, zoom: scaleOfZoom(START_ZOOM) });
  }, [flow, layout, viewed]);

  const reveal = useCallback(
    (version: number) => {
      const place = placeOf(version);
      if (!place) return;
      const { width, height } = size();
      const { x, y, zoom } = flow.getViewport();
      const left = place.x * zoom + x;
      const top = place.y * zoom + y;
      const inSight = left >= 0 && top >= 0 && left + NODE_WIDTH * zoom <= width && top + NODE_HEIGHT * zoom <= height;
      if (!inSight) void flow.setCenter(place.x + NODE_WIDTH / 2, place.y + NODE_HEIGHT / 2, { zoom });
    },
    [flow, layout],
  );

  const onMoveEnd = useCallback(
    (_: unknown, viewport: Viewport) => {
      const lowestShown = (size().height - viewport.y) / viewport.zoom;
      if (older.has && lowestShown >= layout.bottom - NODE_HEIGHT) older.need();
    },
    [older.has, older.need, layout.bottom],
  );

  return { onInit, reveal, onMoveEnd };
}
