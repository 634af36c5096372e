/**
 * The shadow root's own reset: `all: initial` stops what the host element inherits from the page (font, colour,
 * line height, letter spacing...) at the boundary; the host's rules cannot select anything inside the root. The
 * theme root below sets the widget's own typography on every element it renders.
 *
 * Sizing: the widget (its theme root, `data-wacrm-element`) is as tall as the element when the element's height is
 * definite (`height: 100%` in a sized container, `100vh`, a stretched flex or grid item), and scrolls inside it;
 * otherwise it has its own height: its content's, and 640 px for the inbox. A percentage min/max height resolves only
 * against a definite height, so it takes over exactly when there is one.
 */
// One rule a line, without spaces: the loader carries this text.
export const HOST_STYLES =
  ':host{all:initial;display:block;position:relative;text-align:start}' +
  ':host([hidden]){display:none}' +
  '[data-wacrm-mount]{display:contents}' +
  '[data-wacrm-styles]{display:none}' +
  '[data-wacrm-element]{min-height:100%;max-height:100%;overflow:auto}' +
  "[data-wacrm-element='inbox']{height:640px}" +
  // The inbox's Contacts tab switches to a screen the element does not have: not shown (it is disabled there).
  '[data-value=contacts][role=tab]:disabled{display:none}';
