/**
 * Stands in for `three/webgpu` in the build (vite.config.ts): the graph draws with WebGL, and
 * three-render-objects imports the WebGPU renderer only to offer it behind an option never set here.
 */
export class WebGPURenderer {
  constructor() {
    throw new Error('The WebGPU renderer is not part of this build');
  }
}
