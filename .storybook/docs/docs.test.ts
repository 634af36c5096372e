import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from '@wacrm/ui';
import { brandTheme } from './blocks/themes';
import { CONTRAST_PAIRS, measureContrast, opaqueColor } from './blocks/contrast';
import { USAGE_HEADINGS, usage } from './usage';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.join(here, '..', '..');

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(suffix))
    .map((f) => path.join(dir, f));
}

describe('usage notes', () => {
  it('renders the four sections in order, with the label keys read from the labels object', () => {
    const md = usage({
      whenToUse: 'Use it.',
      states: 'Two.',
      accessibility: 'Keys.',
      labels: { from: 'demoLabels', labels: { send: 'Send', retry: 'Retry' } },
    });
    const headings = [...md.matchAll(/^#### (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual([...USAGE_HEADINGS]);
    expect(md).toContain('`demoLabels`');
    expect(md).toContain('`send`, `retry`.');
    expect(md.indexOf('Use it.')).toBeLessThan(md.indexOf('Two.'));
  });

  it('is on the docs page of every public component and widget (story files opt out only with !autodocs)', () => {
    const stories = [
      ...filesUnder(path.join(repo, 'packages/ui/src'), '.stories.tsx'),
      ...filesUnder(path.join(repo, 'packages/crm-widgets/src'), '.stories.tsx'),
    ];
    expect(stories.length).toBeGreaterThan(40);
    const missing = stories.filter((file) => {
      const source = readFileSync(file, 'utf8');
      if (source.includes("tags: ['!autodocs']")) return false;
      return !(
        source.includes('const usageNotes = usage({') && source.includes('description: { component: usageNotes }')
      );
    });
    expect(missing.map((f) => path.relative(repo, f))).toEqual([]);
  });
});

describe('contrast of the themes', () => {
  it('blends translucent colours over their backdrop and reads hex as is', () => {
    expect(opaqueColor('rgba(0, 0, 0, 0.5)', '#ffffff')).toBe('#808080');
    expect(opaqueColor('rgb(37, 211, 102)', '#000000')).toBe('#25d366');
    expect(opaqueColor('#ABC', '#000000')).toBe('#abc');
    expect(opaqueColor('transparent', '#000000')).toBeUndefined();
  });

  it.each([darkTheme, lightTheme, brandTheme])(
    'every pair the widgets draw meets WCAG AA in the $name theme',
    (theme) => {
      const results = measureContrast(theme);
      expect(results).toHaveLength(CONTRAST_PAIRS.length);
      const failing = results
        .filter((r) => !r.passes)
        .map((r) => `${r.foreground} on ${r.background}: ${r.ratio?.toFixed(2) ?? 'unreadable'} < ${r.minimum}`);
      expect(failing).toEqual([]);
    },
  );

  it('reports a pair that falls below its minimum', () => {
    const grey = {
      ...lightTheme,
      tokens: { ...lightTheme.tokens, color: { ...lightTheme.tokens.color, textMuted: '#b0b0b0' } },
    };
    const muted = measureContrast(grey).find((r) => r.foreground === 'textMuted' && r.background === 'surface');
    expect(muted?.passes).toBe(false);
    expect(muted?.ratio).toBeLessThan(4.5);
  });
});

describe('the Docs pages (MDX)', () => {
  const pages = filesUnder(here, '.mdx');
  type Loader = (this: object, source: string) => void;
  const require = createRequire(import.meta.url);
  const mdxLoader = require('@storybook/addon-docs/mdx-loader') as Loader | { default: Loader };
  const load = typeof mdxLoader === 'function' ? mdxLoader : mdxLoader.default;

  /** Compiles with the MDX compiler Storybook's build uses (its loader, given what a loader call provides). */
  const compile = (file: string) =>
    new Promise<string>((resolve, reject) => {
      const context = {
        async: () => (error: Error | null, code?: string) => (error ? reject(error) : resolve(code ?? '')),
        getOptions: () => ({}),
        resourcePath: file,
      };
      load.call(context, readFileSync(file, 'utf8'));
    });

  it('are the five pages of issue 24 and the Localisation guide of issue 30', () => {
    expect(pages.map((p) => path.basename(p)).sort()).toEqual([
      'Accessibility.mdx',
      'DesignTokens.mdx',
      'Introduction.mdx',
      'Labels.mdx',
      'Localisation.mdx',
      'Theming.mdx',
    ]);
  });

  it.each(pages.map((p) => [path.basename(p), p]))('%s compiles', async (_name, file) => {
    await expect(compile(file)).resolves.toContain('MDXContent');
  });

  it.each(pages.map((p) => [path.basename(p), p]))(
    '%s has no {placeholder} outside code (MDX would evaluate it)',
    (_name, file) => {
      let fenced = false;
      const prose: string[] = [];
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (line.startsWith('```')) fenced = !fenced;
        else if (!fenced && !/^\s*(<|import |export )/.test(line)) prose.push(line.replace(/`[^`]*`/g, ''));
      }
      expect(prose.filter((line) => /\{[A-Za-z]\w*\}/.test(line))).toEqual([]);
    },
  );
});
