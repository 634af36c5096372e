// Browser side of the visual suite: renders each story as Storybook does (decorators, args, play function, and in the
// dark run the a11y addon's axe check) and compares a screenshot of it with the reference image committed under
// visual/__screenshots__/.
import { composeStory, type Meta, type StoryObj } from '@storybook/react-vite';
import { isExportStory } from 'storybook/internal/csf';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { storyModules } from 'virtual:wacrm-story-modules';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, server } from 'vitest/browser';
import { exclusionReason } from './excludedStories';
import samePictures from './samePictures.json';
import { drawStory, endStory, newCanvas, recordBaseline, type PageBaseline } from './storyPage';
import type { Variant } from './variants';

type ComposedStory = ReturnType<typeof composeStory>;

/** One story as a variant draws it. */
export interface PlannedStory {
  story: ComposedStory;
  /** Image name without extension, relative to visual/__screenshots__ (`ui-button/primary-dark`). */
  name: string;
  /** Why it is not compared (visual/excludedStories.ts), or undefined. */
  excluded: string | undefined;
  /**
   * In a run without play functions: the story whose picture is the same as this one's (visual/samePictures.json),
   * drawn instead; undefined when this one is drawn (always when the references are being updated).
   */
  sameAs: string | undefined;
}

/** Whether this run rewrites the references (`npm run test:visual:update`): then every story is drawn. */
const updating = server.config.snapshotOptions.updateSnapshot === 'all';

/**
 * The story drawn instead of `storyId` in `variant` (the pseudo-locale draws the Arabic run's stories, the same way).
 */
function samePictureAs(storyId: string, variant: Variant): string | undefined {
  if (updating || variant.play !== false) return undefined;
  const run = variant.name === 'pseudo' ? 'ar' : variant.name;
  return (samePictures as Record<string, Record<string, string>>)[run]?.[storyId];
}

/** `ui-button--primary` + `dark` -> `ui-button/primary-dark`: one folder per component. */
export function screenshotName(storyId: string, variant: Variant): string {
  const [component, story] = storyId.split('--');
  return `${component}/${story}-${variant.name}`;
}

/** Whether a story that sets `pinnedTheme` (or none) belongs in `variant`'s run. */
function drawnIn(variant: Variant, pinnedTheme: unknown): boolean {
  if (variant.stories === 'all' || pinnedTheme === undefined) return true;
  if (pinnedTheme === 'dark' || pinnedTheme === 'light') return pinnedTheme === variant.theme;
  return variant.theme === 'dark';
}

interface ViewportParameter {
  disable?: boolean;
  defaultViewport?: string;
  options?: Record<string, { styles?: { width?: string; height?: string } }>;
  viewports?: Record<string, { styles?: { width?: string; height?: string } }>;
}

/**
 * The page size a story asks for with Storybook's viewport toolbar (`globals: { viewport: { value } }` or
 * `parameters.viewport.defaultViewport`, as the storybook project reads them), or undefined for the variant's page.
 */
export function storyViewport(story: ComposedStory): { width: number; height: number } | undefined {
  const parameter = (story.parameters.viewport ?? {}) as ViewportParameter;
  if (parameter.disable) return undefined;
  const global = story.globals.viewport as { value?: string; isRotated?: boolean } | undefined;
  const key = global?.value ?? parameter.defaultViewport;
  if (!key) return undefined;
  const styles = { ...MINIMAL_VIEWPORTS, ...parameter.viewports, ...parameter.options }[key]?.styles;
  const width = Number.parseInt(String(styles?.width), 10);
  const height = Number.parseInt(String(styles?.height), 10);
  if (!Number.isFinite(width) || !Number.isFinite(height)) return undefined;
  return global?.isRotated ? { width: height, height: width } : { width, height };
}

/**
 * A story's annotations as `variant` runs it: without its play function when the variant plays none, and without the
 * a11y addon's axe run when the variant does not check accessibility (only the dark run does).
 */
function forVariant(annotations: StoryObj, variant: Variant): StoryObj {
  const played = variant.play === false ? { ...annotations, play: undefined } : annotations;
  if (variant.a11y) return played;
  return { ...played, parameters: { ...played.parameters, a11y: { ...played.parameters?.a11y, test: 'off' } } };
}

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * The axe violations the a11y addon reported for the story's last run (`parameters.a11y.test: 'error'`, set for every
 * story in .storybook/preview.tsx; a story that sets `'todo'` reports them as warnings, not failures).
 */
function axeFailures(story: ComposedStory): string[] {
  const failed = story.reporting.reports.filter((report) => report.type === 'a11y' && report.status === 'failed');
  return failed.flatMap((report) => {
    const result = report.result as { violations?: AxeViolation[]; error?: unknown };
    if (result.error) return [`axe did not run: ${String(result.error)}`];
    return (result.violations ?? []).map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  });
}

/** The stories `variant` draws, by story file (the files Storybook finds, see visual/storiesPlugin.ts). */
export async function planStories(variant: Variant): Promise<[file: string, stories: PlannedStory[]][]> {
  const files = Object.keys(storyModules).filter(variant.include).sort();
  return Promise.all(
    files.map(async (file) => {
      const module = await storyModules[file]!();
      const meta = module.default as Meta;
      const pinnedTheme = ([, annotations]: [string, unknown]) =>
        (annotations as StoryObj).globals?.theme ?? meta.globals?.theme;
      const exported = Object.entries(module).filter(
        ([exportName]) => exportName !== 'default' && isExportStory(exportName, meta),
      );
      // `pinned`: a file with stories of its own in this theme is drawn through those only.
      const pinnedHere = variant.stories === 'pinned' && exported.some((entry) => pinnedTheme(entry) === variant.theme);
      const stories = exported
        .filter((entry) => drawnIn(variant, pinnedTheme(entry)))
        .filter((entry) => !pinnedHere || pinnedTheme(entry) === variant.theme)
        .map(([exportName, annotations]) =>
          composeStory(
            forVariant(annotations as StoryObj, variant),
            variant.play === false ? { ...meta, play: undefined } : meta,
            { initialGlobals: { theme: variant.theme, ...(variant.locale ? { locale: variant.locale } : {}) } },
            exportName,
          ),
        )
        // A story with its own viewport (a 375 px Phone story) is pictured at that size in the theme runs; the
        // phone run would only draw it again.
        .filter((story) => variant.stories !== 'all' || !storyViewport(story))
        .map((story) => ({
          story,
          name: screenshotName(story.id, variant),
          excluded: exclusionReason(story.id, variant.name),
          sameAs: samePictureAs(story.id, variant),
        }));
      return [file.replace(/^\//, ''), stories] as [string, PlannedStory[]];
    }),
  );
}

/**
 * One `describe` per story file and one test per story: the story is drawn in a canvas of its own (`drawStory`: run,
 * settled, grown down to a dialog or notice it opens) and the canvas compared with its reference image; when the test
 * ends the story is unmounted and the page put back (`endStory`), so the next picture depends on its own story only.
 */
export async function describeStoryScreenshots(variant: Variant): Promise<void> {
  const plan = await planStories(variant);

  let size = '';
  /** Sizes the page for the next story: its own viewport, else the variant's. */
  async function sizePage(story: ComposedStory): Promise<void> {
    const { width, height } = storyViewport(story) ?? variant;
    if (`${width}x${height}` === size) return;
    await page.viewport(width, height);
    size = `${width}x${height}`;
  }

  let baseline: PageBaseline | undefined;
  beforeAll(() => {
    baseline = recordBaseline();
  });
  // Each picture depends on its story only: the story is unmounted when its test ends (its portals with it) and the
  // page put back as it was before the first story (visual/storyPage.ts).
  afterEach(async () => {
    // A story that leaves something once unmounted (an element it appended itself, an attribute on <html> or
    // <body>, a scrolled page) fails; the page is put back either way, so the next story is drawn as alone.
    const left = baseline ? await endStory(baseline) : [];
    expect(left, 'left on the page once the story was unmounted (removed)').toEqual([]);
  });

  for (const [file, stories] of plan) {
    describe(file, () => {
      for (const { story, name, excluded, sameAs } of stories) {
        if (excluded) {
          test.skip(`${story.storyName} (not compared: ${excluded})`, () => {});
          continue;
        }
        if (sameAs) {
          test.skip(`${story.storyName} (the same picture as ${sameAs} here: compared through it)`, () => {});
          continue;
        }
        test(story.storyName, async () => {
          const canvas = newCanvas();
          await sizePage(story);
          await drawStory(story, canvas);
          // Axe ran in the story's afterEach (the a11y addon, only where the variant checks it): no violation allowed.
          expect(axeFailures(story), 'axe violations').toEqual([]);
          await expect.element(page.elementLocator(canvas)).toMatchScreenshot(name);
        });
      }
    });
  }
}
