/** Replaces `{key}` placeholders of a label: fmt('Edit {name}', { name: 'Ann' }) gives 'Edit Ann'. */
export function fmt(label: string, values: Record<string, string | number>): string {
  return label.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole,
  );
}
