import { createElement, startTransition, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { WacrmWidgetName } from '../types';
import { ElementApp, type WidgetBodyProps } from './ElementApp';
import type { CreateWidgetView } from './widgetView';

/** The view maker of one widget: a React root in the shadow parts rendering `ElementApp` with the widget's body. */
export function widgetViewFactory(widget: WacrmWidgetName, Body: ComponentType<WidgetBodyProps>): CreateWidgetView {
  return (parts) => {
    const root = createRoot(parts.mountPoint);
    return {
      render(options, emit, onClose) {
        // A transition: while a new language's dictionary downloads, the widget stays as it is (in the old language)
        // instead of going blank.
        startTransition(() =>
          root.render(
            createElement(ElementApp, {
              widget,
              Body,
              options,
              styleTarget: parts.styles,
              portalContainer: parts.portalContainer,
              emit,
              onClose,
            }),
          ),
        );
      },
      unmount() {
        root.unmount();
      },
    };
  };
}
