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
  inPage: boolean;
  runs: Array<{ style: CSSStyleDeclaration; text: string | null }>;
}

/** Records what is in the page each time a layout figure is read (the warm-up reads one to lay its runs out). */
function watchLayoutReads(): LayoutRead[] {
  const reads: LayoutRead[] = [];
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    reads.push({
      box: this,
      inPage: this.isConnected,
      runs: [...this.querySelectorAll('span')].map((s) => ({ style: s.style, text: s.textContent })),
    });
    return 0;
  });
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
  return { tasks, schedule, runNext };
}

function attachedRoot(): HTMLElement {
  return document.body.appendChild(document.createElement('div'));
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
      expect(samples).toContainEqual(expect.objectContaining({ fontFamily: font.family, fontSize, text: '\u{1F44D}' }));
    }
    for (const s of samples) {
      expect(s.fontFamily).toMatch(/^var\(--wacrm-font-/);
      expect(s.fontSize).toMatch(/^var\(--wacrm-font-size-/);
    }
    // Small groups: each idle period lays out a few runs, not all of them.
    expect(Math.max(...groups.map((g) => g.length))).toBeLessThanOrEqual(4);
  });
});

describe('layOutFontSamples', () => {
  it('lays out hidden runs of each sample inside the root, then leaves nothing behind', () => {
    const reads = watchLayoutReads();
    const root = attachedRoot();
    root.appendChild(document.createElement('p')).textContent = 'Host content';
    const before = root.innerHTML;
    const group = themeFontSampleGroups()[0] ?? [];
    layOutFontSamples(root, group);
    expect(reads).toHaveLength(1);
    const [read] = reads;
    expect(read?.inPage).toBe(true);
    expect(read?.box.parentElement).toBeNull();
    expect(read?.box).toHaveAttribute('aria-hidden', 'true');
    expect(read?.box.style.visibility).toBe('hidden');
    expect(read?.box.style.position).toBe('absolute');
    expect(read?.runs.map((r) => r.style.fontSize)).toEqual(group.map((s) => s.fontSize));
    expect(read?.runs.map((r) => r.style.fontWeight)).toEqual(group.map((s) => s.fontWeight));
    expect(read?.runs.map((r) => r.text)).toEqual(group.map((s) => s.text));
    expect(root.innerHTML).toBe(before);
    root.remove();
  });

  it('removes its runs even when reading the layout throws', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => {
      throw new Error('layout failed');
    });
    const root = attachedRoot();
    expect(() => layOutFontSamples(root, themeFontSampleGroups()[0] ?? [])).toThrow('layout failed');
    expect(root.childElementCount).toBe(0);
    root.remove();
  });
});

describe('warmThemeFonts', () => {
  it('lays out one group per scheduled task until all are done, once per page and font set', () => {
    const reads = watchLayoutReads();
    const { tasks, schedule, runNext } = manualSchedule();
    const root = attachedRoot();
    warmThemeFonts(root, 'set-a', schedule);
    expect(reads).toHaveLength(0);
    const groups = themeFontSampleGroups();
    for (let i = 0; i < groups.length; i++) {
      expect(runNext()).toBe(true);
      expect(reads).toHaveLength(i + 1);
      expect(reads[i]?.runs).toHaveLength(groups[i]?.length ?? -1);
    }
    expect(tasks.size).toBe(0);
    warmThemeFonts(root, 'set-a', schedule);
    expect(tasks.size).toBe(0);
    warmThemeFonts(root, 'set-b', schedule);
    expect(tasks.size).toBe(1);
    root.remove();
  });

  it('stops when cancelled, and a cancelled set can warm again', () => {
    const reads = watchLayoutReads();
    const { tasks, schedule, runNext } = manualSchedule();
    const root = attachedRoot();
    const cancel = warmThemeFonts(root, 'set-c', schedule);
    runNext();
    cancel();
    expect(tasks.size).toBe(0);
    expect(reads).toHaveLength(1);
    warmThemeFonts(root, 'set-c', schedule);
    expect(tasks.size).toBe(1);
    root.remove();
  });

  it('stops, without an error, when the root left the page or a layout read fails', () => {
    const { tasks, schedule, runNext } = manualSchedule();
    const root = attachedRoot();
    warmThemeFonts(root, 'set-d', schedule);
    root.remove();
    expect(() => runNext()).not.toThrow();
    expect(tasks.size).toBe(0);
    expect(root.childElementCount).toBe(0);

    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => {
      throw new Error('layout failed');
    });
    const other = attachedRoot();
    warmThemeFonts(other, 'set-e', schedule);
    expect(() => runNext()).not.toThrow();
    expect(tasks.size).toBe(0);
    expect(other.childElementCount).toBe(0);
    other.remove();
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
    return tasks;
  }

  it("warms the theme's fonts inside its root when the browser is idle, not during the render", () => {
    const tasks = stubIdle();
    const reads = watchLayoutReads();
    const theme = createBrandTheme({ primary: '#7c3aed', fontFamily: 'Provider Test Sans, sans-serif' });
    const { container } = render(
      <WacrmThemeProvider theme={theme}>
        <p>Inbox</p>
      </WacrmThemeProvider>,
    );
    expect(reads).toHaveLength(0);
    expect(tasks.size).toBe(1);
    const [[id, task] = []] = [...tasks.entries()];
    tasks.delete(id ?? -1);
    task?.();
    expect(reads).toHaveLength(1);
    const root = container.querySelector('[data-wacrm-root]');
    expect(reads[0]?.box).not.toBe(root);
    expect(root?.children).toHaveLength(1);
    // The next group waits for the next idle period.
    expect(tasks.size).toBe(1);
  });

  it('cancels the warm-up when unmounted first, and does none with warmFonts={false}', () => {
    const tasks = stubIdle();
    const theme = createBrandTheme({ primary: '#7c3aed', fontFamily: 'Provider Test Serif, serif' });
    const { unmount } = render(<WacrmThemeProvider theme={theme} />);
    expect(tasks.size).toBe(1);
    unmount();
    expect(tasks.size).toBe(0);
    render(<WacrmThemeProvider theme={theme} warmFonts={false} />);
    expect(tasks.size).toBe(0);
  });
});
