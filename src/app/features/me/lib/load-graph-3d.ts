/**
 * The 3D graph's code (3d-force-graph, three.js and its CSS2D labels): a chunk of its own, fetched
 * only when the Me page draws the graph.
 */
import ForceGraph3D from '3d-force-graph';
import { CSS2DObject, CSS2DRenderer } from 'three/examples/jsm/renderers/CSS2DRenderer.js';
import { drawingSchedule } from './drawing-schedule.ts';
import type { NetworkGraph, NetworkNode } from './network-graph.ts';

/** The spec's camera distance limits. */
export const MIN_CAMERA_DISTANCE = 5;
export const MAX_CAMERA_DISTANCE = 50;
const START_DISTANCE = 30;
/**
 * d3's own threshold: below it the layout no longer visibly moves, so it stops there rather than
 * after the library's 15 s cool-down.
 */
const SETTLED_ALPHA = 0.001;
/**
 * Layout steps taken before the first frame after each change, about two thirds of the way to
 * settled: the graph opens nearly laid out and glides the rest, rather than flying apart on show.
 */
const STEPS_BEFORE_DRAWING = 200;
const INPUTS = ['pointerdown', 'pointermove', 'wheel', 'touchstart', 'keydown'] as const;

type GraphNode = NetworkNode & { x?: number; y?: number; z?: number };

export interface Graph3d {
  show(graph: NetworkGraph): void;
  /** Lays the graph out again (refresh). */
  reheat(): void;
  resize(width: number, height: number): void;
  pause(): void;
  resume(): void;
  dispose(): void;
}

interface OrbitControlsLike {
  minDistance: number;
  maxDistance: number;
}

function label(node: GraphNode): CSS2DObject {
  const element = document.createElement('div');
  element.className = 'me-graph-label';
  element.textContent = node.label;
  const object = new CSS2DObject(element);
  object.position.set(0, -2.2, 0);
  return object;
}

/**
 * Draws the graph in `element`, each node in its kind's colour (`colour(kind)`), labelled, when
 * `drawingSchedule` says.
 */
export function createGraph3d(
  element: HTMLElement,
  colour: (node: NetworkNode) => string,
): Graph3d {
  const graph = new ForceGraph3D(element, {
    controlType: 'orbit',
    extraRenderers: [new CSS2DRenderer()],
  })
    .backgroundColor('rgba(0,0,0,0)')
    .showNavInfo(false)
    .nodeRelSize(1.2)
    .nodeVal((node) => ((node as GraphNode).kind === 'me' ? 4 : 1.5))
    .nodeColor((node) => colour(node as GraphNode))
    .nodeLabel((node) => (node as GraphNode).label)
    .nodeThreeObject((node: object) => label(node as GraphNode))
    .nodeThreeObjectExtend(true)
    .linkWidth(0.2)
    .linkOpacity(0.5)
    .d3AlphaMin(SETTLED_ALPHA)
    .warmupTicks(STEPS_BEFORE_DRAWING);
  const link = graph.d3Force('link') as { distance?: (d: number) => unknown } | undefined;
  link?.distance?.(8);
  const charge = graph.d3Force('charge') as { strength?: (s: number) => unknown } | undefined;
  charge?.strength?.(-20);
  const controls = graph.controls() as OrbitControlsLike;
  controls.minDistance = MIN_CAMERA_DISTANCE;
  controls.maxDistance = MAX_CAMERA_DISTANCE;
  graph.cameraPosition({ x: 0, y: 0, z: START_DISTANCE });

  const schedule = drawingSchedule({
    start: () => graph.resumeAnimation(),
    stop: () => graph.pauseAnimation(),
  });
  graph.onEngineStop(schedule.layoutSettled);
  for (const input of INPUTS) element.addEventListener(input, schedule.input, { passive: true });

  return {
    show: ({ nodes, links }) => {
      // The layout keeps positions on its own node objects: reuse the ones it already placed.
      const placed = new Map(
        (graph.graphData().nodes as GraphNode[]).map((node) => [node.id, node] as const),
      );
      graph.graphData({
        nodes: nodes.map((node) => Object.assign(placed.get(node.id) ?? {}, node)),
        links: links.map((l) => ({ ...l })),
      });
      schedule.layoutChanged();
    },
    reheat: () => {
      graph.d3ReheatSimulation();
      schedule.layoutChanged();
    },
    resize: (width, height) => {
      graph.width(width).height(height);
      schedule.input();
    },
    pause: schedule.hide,
    resume: schedule.show,
    dispose: () => {
      schedule.dispose();
      for (const input of INPUTS) element.removeEventListener(input, schedule.input);
      graph._destructor();
    },
  };
}
