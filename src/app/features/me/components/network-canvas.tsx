import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Graph3d } from '../lib/load-graph-3d.ts';
import type { NetworkGraph, NetworkNode } from '../lib/network-graph.ts';
import { hasWebGl } from '../lib/webgl.ts';

interface NetworkCanvasProps {
  graph: NetworkGraph;
  /** Stops drawing while something covers the page (the sub-page modal). */
  paused: boolean;
  /** Each new value lays the graph out again. */
  refreshes: number;
}

/**
 * The 3D network graph, its code fetched on first show. Without WebGL it says so and draws
 * nothing: the node list beside it names every node.
 */
export function NetworkCanvas({ graph, paused, refreshes }: NetworkCanvasProps) {
  const { t } = useTranslation('me');
  const box = useRef<HTMLDivElement>(null);
  const drawn = useRef<Graph3d | null>(null);
  const [webGl] = useState(hasWebGl);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [onScreen, setOnScreen] = useState(true);

  useEffect(() => {
    const element = box.current;
    if (!webGl || !element) return;
    let gone = false;
    import('../lib/load-graph-3d.ts').then(
      ({ createGraph3d }) => {
        if (gone) return;
        const styles = getComputedStyle(element);
        const colour = (node: NetworkNode) =>
          styles.getPropertyValue(`--me-colour-${node.kind}`).trim() || 'gray';
        try {
          drawn.current = createGraph3d(element, colour);
          setReady(true);
        } catch {
          setFailed(true);
        }
      },
      () => !gone && setFailed(true),
    );
    // A hidden tab has no size: nothing is drawn until it is on show again.
    const sizes = new ResizeObserver(([entry]) => {
      const { width, height } = entry?.contentRect ?? { width: 0, height: 0 };
      setOnScreen(width > 0 && height > 0);
      if (width > 0 && height > 0) drawn.current?.resize(width, height);
    });
    sizes.observe(element);
    return () => {
      gone = true;
      sizes.disconnect();
      drawn.current?.dispose();
      drawn.current = null;
    };
  }, [webGl]);

  useEffect(() => {
    if (ready) drawn.current?.show(graph);
  }, [graph, ready]);

  useEffect(() => {
    if (ready && refreshes > 0) drawn.current?.reheat();
  }, [refreshes, ready]);

  useEffect(() => {
    if (!ready || !box.current) return;
    if (paused || !onScreen) drawn.current?.pause();
    else {
      drawn.current?.resize(box.current.clientWidth, box.current.clientHeight);
      drawn.current?.resume();
    }
  }, [paused, onScreen, ready]);

  if (!webGl || failed) {
    return (
      <p className="me-graph-fallback" role="note">
        {t('network.noWebGl')}
      </p>
    );
  }
  return <div ref={box} className="me-graph" role="img" aria-label={t('network.graph')} />;
}
