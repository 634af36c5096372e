import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

export function Svg({ children, ...rest }: IconProps) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export function BackIcon(props: IconProps) {
  return (
    <Svg data-wacrm-mirror="" {...props}>
      <path d="M19 12H5" />
      <path d="m12 19-7-7 7-7" />
    </Svg>
  );
}

export function MoreIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="5" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="12" cy="19" r="1" />
    </Svg>
  );
}

export function SendIcon(props: IconProps) {
  return (
    <Svg data-wacrm-mirror="" {...props}>
      <path d="M22 2 11 13" />
      <path d="M22 2 15 22l-4-9-9-4 20-7z" />
    </Svg>
  );
}

export function BroadcastIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 11v2a1 1 0 0 0 1 1h3l5 4V6L7 10H4a1 1 0 0 0-1 1z" />
      <path d="M16 8a5 5 0 0 1 0 8" />
      <path d="M19 5a9 9 0 0 1 0 14" />
    </Svg>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 5v14M5 12h14" />
    </Svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Svg>
  );
}

export function ArrowDownIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 5v14M19 12l-7 7-7-7" />
    </Svg>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <Svg width="14" height="14" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Svg>
  );
}

export function TickIcon(props: IconProps) {
  return (
    <Svg width="16" height="14" viewBox="0 0 24 20" {...props}>
      <path d="m3 11 5 5L20 4" />
    </Svg>
  );
}

export function DoubleTickIcon(props: IconProps) {
  return (
    <Svg width="20" height="14" viewBox="0 0 30 20" {...props}>
      <path d="m2 11 5 5L19 4" />
      <path d="m12 15 1 1L25 4" />
    </Svg>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <Svg width="14" height="14" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8v5M12 16h.01" />
    </Svg>
  );
}
