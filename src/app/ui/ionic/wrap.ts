import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

interface IonicElementOptions {
  tagName: string;
  elementClass: CustomElementConstructor;
  /** React prop name to the element's event name, as @ionic/react declares them. */
  events?: Record<string, string>;
  defineCustomElement: () => void;
}

/**
 * The React component @ionic/react makes for one Ionic element, made the same way (same runtime,
 * same options) in a module of its own. @ionic/react is a single module: every component imported
 * from it anywhere would ship, with its element, in the chunk every screen loads. One module per
 * element lets each screen's chunk carry only the elements it uses.
 *
 * `Component` is @ionic/react's type for the same component, so props and events type-check as
 * they would there.
 */
export function wrapIonicElement<Component>({
  events = {},
  ...options
}: IonicElementOptions): Component {
  return createComponent({ ...options, events, react: React }) as Component;
}
