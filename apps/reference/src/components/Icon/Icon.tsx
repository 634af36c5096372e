import { createElement, type SVGProps } from 'react';

/** SVG children as [tag, attributes] pairs (the Lucide icon-node format). */
export type IconNode = readonly (readonly [string, Readonly<Record<string, string | number>>])[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  node: IconNode;
  size?: number;
}

/** A decorative 24x24 stroke icon (hidden from assistive technology; the surrounding text names things). */
export function Icon({ node, size = 24, ...rest }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {node.map(([tag, attrs], index) => createElement(tag, { ...attrs, key: index }))}
    </svg>
  );
}
