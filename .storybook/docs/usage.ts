/**
 * The usage notes of a component's docs page: the same four sections on every page, so designers know where to look.
 * Each story file's meta sets `parameters.docs.description.component` to `usage({...})`.
 */
export interface UsageNotes {
  /** One or two sentences: what it is for, and what to use instead when it is not the right one. */
  whenToUse: string;
  /** The visual and interactive states (the stories below show each). */
  states: string;
  /** Keyboard, roles, names and live regions. */
  accessibility: string;
  /**
   * The labels object the widget reads (its name and the object itself, so the key list comes from code), or a
   * sentence for primitives, which take every text as a prop.
   */
  labels: string | { from: string; labels: object };
}

/** The headings of the four sections, in order (also checked by the docs test). */
export const USAGE_HEADINGS = ['When to use', 'States', 'Accessibility', 'Labels'] as const;

const code = (key: string) => `\`${key}\``;

/** Markdown of the usage notes (Storybook renders `description.component` as markdown above the stories). */
export function usage(notes: UsageNotes): string {
  const labels =
    typeof notes.labels === 'string'
      ? notes.labels
      : `Texts come from \`${notes.labels.from}\` (defaults on the *Writing and labels* page; override any key through ` +
        `\`labels\` on \`WacrmProvider\`): ${Object.keys(notes.labels.labels).map(code).join(', ')}.`;
  const bodies = [notes.whenToUse, notes.states, notes.accessibility, labels];
  return USAGE_HEADINGS.map((heading, i) => `#### ${heading}\n\n${bodies[i] ?? ''}`).join('\n\n');
}
