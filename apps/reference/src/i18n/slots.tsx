import { Fragment, type ReactNode } from 'react';

/**
 * A text whose `{slot}` placeholders are elements: slotted('Trusted by {count}', { count: <strong>8,000+</strong> }).
 * Each language puts the element where its sentence needs it. A placeholder without a value stays as written.
 */
export function slotted(text: string, slots: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = text.split(/\{(\w+)\}/);
  return parts.map((part, index) => {
    if (index % 2 === 0) return part;
    return <Fragment key={index}>{Object.hasOwn(slots, part) ? slots[part] : `{${part}}`}</Fragment>;
  });
}
