/**
 * The shadow root's own reset: `all: initial` stops what the host element inherits from the page (font, colour,
 * line height, letter spacing...) at the boundary; the host's rules cannot select anything inside the root. The
 * theme root below sets the widget's own typography on every element it renders.
 */
export const HOST_STYLES = `
:host {
  all: initial;
  display: block;
  position: relative;
  text-align: start;
}
:host([hidden]) {
  display: none;
}
[data-wacrm-mount] {
  display: contents;
}
[data-wacrm-styles] {
  display: none;
}
`;
