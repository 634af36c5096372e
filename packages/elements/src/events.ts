import type { WacrmElementEventDetail, WacrmElementEventName } from './types';

/** Dispatches one of the elements' events on `target`: bubbling, composed (crosses shadow roots), not cancelable. */
export function dispatchWacrmEvent<K extends WacrmElementEventName>(
  target: EventTarget,
  type: K,
  detail: WacrmElementEventDetail<K>,
): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/** Emits an element event; what the React tree inside an element is given. */
export type WacrmEmit = <K extends WacrmElementEventName>(type: K, detail: WacrmElementEventDetail<K>) => void;
