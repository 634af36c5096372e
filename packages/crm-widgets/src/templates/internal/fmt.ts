/** Replaces `{key}` placeholders of a label: fmt('Button {n}', { n: 2 }) gives 'Button 2'. */
export function fmt(label: string, values: Record<string, string | number>): string {
  return label.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole,
  );
}
