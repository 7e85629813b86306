// three ships no types; the graph needs only these two classes of its CSS2D renderer (labels).
declare module 'three/examples/jsm/renderers/CSS2DRenderer.js' {
  export class CSS2DRenderer {
    readonly domElement: HTMLElement;
    setSize(width: number, height: number): void;
  }
  export class CSS2DObject {
    constructor(element: HTMLElement);
    readonly position: { set(x: number, y: number, z: number): void };
  }
}
