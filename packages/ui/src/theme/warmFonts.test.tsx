import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrandTheme } from './createBrandTheme';
import { vars } from './cssVars';
import { layOutFontSamples, themeFontSampleGroups, warmThemeFonts } from './warmFonts';
import { WacrmThemeProvider } from './WacrmThemeProvider';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

interface LayoutRead {
  box: HTMLElement;
  parent: HTMLElement | null;
  runs: Array<{ style: CSSStyleDeclaration; text: string | null }>;
}

/**
 * Records what is in the page each time a layout figure is read (the warm-up reads one to lay its runs out), and
 * makes every element look rendered (jsdom has no layout: `getClientRects()` is always empty) unless `rendered` is
 * false.
 */
function watchLayoutReads({ rendered = true } = {}): LayoutRead[] {
  const reads: LayoutRead[] = [];
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    reads.push({
      box: this,
      parent: this.parentElement,
      runs: [...this.querySelectorAll('span')].map((s) => ({ style: s.style, text: s.textContent })),
    });
    return 0;
  });
  vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(
    () => (rendered ? [new DOMRect(0, 0, 0, 0)] : []) as unknown as DOMRectList,
  );
  return reads;
}

/** A scheduler whose tasks run only when the test says so. */
function manualSchedule() {
  const tasks = new Map<number, () => void>();
  let next = 1;
  const schedule = (task: () => void) => {
    const id = next++;
    tasks.set(id, task);
    return () => tasks.delete(id);
  };
  const runNext = () => {
    const [id, task] = [...tasks.entries()][0] ?? [];
    if (id === undefined || !task) return false;
    tasks.delete(id);
    task();
    return true;
  };
  const runAll = () => {
    let n = 0;
    while (runNext()) n++;
    return n;
  };
  return { tasks, schedule, runNext, runAll };
}

/** A root in the page whose fonts no other test uses (warmed font sets are remembered per document). */
function attachedRoot(fontFamily: string): HTMLElement {
  const root = document.body.appendChild(document.createElement('div'));
  root.style.setProperty('--wacrm-font-family', fontFamily);
  return root;
}

describe('themeFontSampleGroups', () => {
  it("covers every text size in every weight and in italics, code and emoji at body sizes, as the theme's variables", () => {
    const groups = themeFontSampleGroups();
    const samples = groups.flat();
    const { font } = vars;
    for (const fontSize of [font.sizeXs, font.sizeSm, font.sizeMd, font.sizeLg, font.sizeXl, font.sizeXxl]) {
      for (const fontWeight of [font.weightRegular, font.weightMedium, font.weightBold]) {
        expect(samples).toContainEqual({
          fontFamily: font.family,
          fontSize,
          fontWeight,
          fontStyle: 'normal',
          text: 'Aa0',
        });
      }
      expect(samples).toContainEqual(
        expect.objectContaining({ fontFamily: font.family, fontSize, fontStyle: 'italic' }),
      );
    }
    for (const fontSize of [font.sizeSm, font.sizeMd]) {
      expect(samples).toContainEqual(expect.objectContaining({ fontFamily: font.mono, fontSize }));
      // Code spans: 0.92em of the text around them.
      expect(samples).toContainEqual(
        expect.objectContaining({ fontFamily: font.mono, fontSize: `calc(${fontSize} * 0.92)` }),
      );
      expect(samples).toContainEqual(expect.objectContaining({ fontFamily: font.family, fontSize, text: '\u{1F44D}' }));
    }
    for (const s of samples) {
      expect(s.fontFamily).toMatch(/^var\(--wacrm-font-/);
      expect(s.fontSize).toMatch(/^(calc\()?var\(--wacrm-font-size-/);
    }
    // Small groups: each idle period lays out a few runs, not all of them.
    expect(Math.max(...groups.map((g) => g.length))).toBeLessThanOrEqual(4);
  });
});

describe('layOutFontSamples', () => {
  it('lays out hidden runs of each sample inside the root, then leaves nothing behind', () => {
    const reads = watchLayoutReads();
    const root = attachedRoot('Lay Out A');
    root.appendChild(document.createElement('p')).textContent = 'Host content';
    const before = root.innerHTML;
    const group = themeFontSampleGroups()[0] ?? [];
    expect(layOutFontSamples(root, group)).toBe(true);
    expect(reads).toHaveLength(1);
    const [read] = reads;
    expect(read?.parent).toBe(root);
    expect(read?.box).toHaveAttribute('aria-hidden', 'true');
    expect(read?.box.style.visibility).toBe('hidden');
    expect(read?.box.style.position).toBe('absolute');
    expect(read?.runs.map((r) => r.style.fontSize)).toEqual(group.map((s) => s.fontSize));
    expect(read?.runs.map((r) => r.style.fontWeight)).toEqual(group.map((s) => s.fontWeight));
    expect(read?.runs.map((r) => r.text)).toEqual(group.map((s) => s.text));
    expect(root.innerHTML).toBe(before);
    root.remove();
  });

  it('says so when nothing was laid out (a root that is not rendered)', () => {
    watchLayoutReads({ rendered: false });
    const root = attachedRoot('Lay Out B');
    expect(layOutFontSamples(root, themeFontSampleGroups()[0] ?? [])).toBe(false);
    expect(root.childElementCount).toBe(0);
    root.remove();
  });

  it('removes its runs even when reading the layout throws', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => {
      throw new Error('layout failed');
    });
    const root = attachedRoot('Lay Out C');
    expect(() => layOutFontSamples(root, themeFontSampleGroups()[0] ?? [])).toThrow('layout failed');
    expect(root.childElementCount).toBe(0);
    root.remove();
  });
});

describe('warmThemeFonts', () => {
  const groupCount = themeFontSampleGroups().length;

  it('lays out one group per scheduled task, then counts the fonts as warmed for the page', () => {
    const reads = watchLayoutReads();
    const { tasks, schedule, runNext, runAll } = manualSchedule();
    const root = attachedRoot('Warm A');
    warmThemeFonts(root, schedule);
    expect(reads).toHaveLength(0);
    for (let i = 0; i < groupCount; i++) {
      expect(runNext()).toBe(true);
      expect(reads).toHaveLength(i + 1);
      expect(reads[i]?.runs).toHaveLength(themeFontSampleGroups()[i]?.length ?? -1);
    }
    runAll();
    expect(tasks.size).toBe(0);
    // The same fonts elsewhere in the page: nothing more to lay out.
    const again = attachedRoot('Warm A');
    warmThemeFonts(again, schedule);
    runAll();
    expect(reads).toHaveLength(groupCount);
    // Other fonts (here another text size, as a style override or host CSS would set it): warmed too.
    const other = attachedRoot('Warm A');
    other.style.setProperty('--wacrm-font-size-md', '15px');
    warmThemeFonts(other, schedule);
    runAll();
    expect(reads).toHaveLength(2 * groupCount);
    for (const r of [root, again, other]) r.remove();
  });

  it('stops when cancelled; fonts whose warm-up did not finish can warm again', () => {
    const reads = watchLayoutReads();
    const { tasks, schedule, runNext, runAll } = manualSchedule();
    const root = attachedRoot('Warm B');
    const cancel = warmThemeFonts(root, schedule);
    runNext();
    cancel();
    expect(tasks.size).toBe(0);
    expect(reads).toHaveLength(1);
    warmThemeFonts(root, schedule);
    runAll();
    expect(reads).toHaveLength(1 + groupCount);
    root.remove();
  });

  it('two roots with the same fonts both warm until one has finished', () => {
    const reads = watchLayoutReads();
    const first = manualSchedule();
    const second = manualSchedule();
    const a = attachedRoot('Warm C');
    const b = attachedRoot('Warm C');
    const cancelA = warmThemeFonts(a, first.schedule);
    warmThemeFonts(b, second.schedule);
    first.runNext();
    second.runNext();
    expect(reads.map((r) => r.parent)).toEqual([a, b]);
    // The first one goes away half-way: the second one finishes the job.
    cancelA();
    expect(second.runAll()).toBe(groupCount);
    expect(reads).toHaveLength(1 + groupCount);
    // Now the fonts count as warmed: a third root lays nothing out.
    const c = attachedRoot('Warm C');
    const third = manualSchedule();
    warmThemeFonts(c, third.schedule);
    third.runAll();
    expect(reads).toHaveLength(1 + groupCount);
    for (const r of [a, b, c]) r.remove();
  });

  it('stops without counting, and without an error, when the root is hidden, detached or its layout read fails', () => {
    const { tasks, schedule, runNext, runAll } = manualSchedule();
    // Hidden (e.g. inside a display: none panel): nothing is laid out, so nothing is warmed.
    watchLayoutReads({ rendered: false });
    const hidden = attachedRoot('Warm D');
    warmThemeFonts(hidden, schedule);
    expect(runNext()).toBe(true);
    expect(tasks.size).toBe(0);
    vi.restoreAllMocks();
    // Detached before its turn.
    const detached = attachedRoot('Warm D');
    warmThemeFonts(detached, schedule);
    detached.remove();
    expect(() => runAll()).not.toThrow();
    // A failing layout read.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => {
      throw new Error('layout failed');
    });
    const failing = attachedRoot('Warm D');
    warmThemeFonts(failing, schedule);
    expect(() => runAll()).not.toThrow();
    expect(failing.childElementCount).toBe(0);
    vi.restoreAllMocks();
    // None of them counted: the same fonts, shown, still warm.
    const reads = watchLayoutReads();
    warmThemeFonts(hidden, schedule);
    expect(runAll()).toBe(groupCount + 1);
    expect(reads).toHaveLength(groupCount);
    for (const r of [hidden, failing]) r.remove();
  });
});

describe('WacrmThemeProvider font warm-up', () => {
  function stubIdle() {
    const tasks = new Map<number, () => void>();
    let next = 1;
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => {
      tasks.set(next, cb);
      return next++;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => tasks.delete(id));
    const runNext = () => {
      const [[id, task] = []] = [...tasks.entries()];
      if (id === undefined || !task) return false;
      tasks.delete(id);
      task();
      return true;
    };
    return { tasks, runNext };
  }

  it("warms the theme's fonts inside its root when the browser is idle, not during the render", () => {
    const { tasks, runNext } = stubIdle();
    const reads = watchLayoutReads();
    const theme = createBrandTheme({ primary: '#7c3aed', fontFamily: 'Provider Test Sans, sans-serif' });
    const { container } = render(
      <WacrmThemeProvider theme={theme}>
        <p>Inbox</p>
      </WacrmThemeProvider>,
    );
    expect(reads).toHaveLength(0);
    expect(tasks.size).toBe(1);
    runNext();
    const root = container.querySelector('[data-wacrm-root]');
    expect(reads).toHaveLength(1);
    expect(reads[0]?.parent).toBe(root);
    expect(root?.children).toHaveLength(1);
    // The next group waits for the next idle period.
    expect(tasks.size).toBe(1);
  });

  it('schedules one warm-up under StrictMode, and re-renders with equal fonts do not restart it', () => {
    const { tasks } = stubIdle();
    const theme = () => createBrandTheme({ primary: '#7c3aed', fontFamily: 'Provider Test Mono, monospace' });
    const cancel = vi.spyOn(globalThis, 'cancelIdleCallback');
    const view = (t: ReturnType<typeof theme>) => (
      <StrictMode>
        <WacrmThemeProvider theme={t} style={{ margin: 0 }} />
      </StrictMode>
    );
    const { rerender } = render(view(theme()));
    expect(tasks.size).toBe(1);
    const cancelsAfterMount = cancel.mock.calls.length;
    // A theme object and a style object made anew, with the same fonts.
    rerender(view(theme()));
    expect(cancel.mock.calls.length).toBe(cancelsAfterMount);
    expect(tasks.size).toBe(1);
    // Other fonts: the warm-up starts again for them.
    rerender(view(createBrandTheme({ primary: '#7c3aed', fontFamily: 'Other Test Font, serif' })));
    expect(cancel.mock.calls.length).toBe(cancelsAfterMount + 1);
    expect(tasks.size).toBe(1);
  });

  it('cancels the warm-up when unmounted first, and does none with warmFonts={false}', () => {
    const { tasks } = stubIdle();
    const theme = createBrandTheme({ primary: '#7c3aed', fontFamily: 'Provider Test Serif, serif' });
    const { unmount } = render(<WacrmThemeProvider theme={theme} />);
    expect(tasks.size).toBe(1);
    unmount();
    expect(tasks.size).toBe(0);
    render(<WacrmThemeProvider theme={theme} warmFonts={false} />);
    expect(tasks.size).toBe(0);
  });
});
