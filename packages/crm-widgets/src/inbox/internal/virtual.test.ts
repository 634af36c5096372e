import { describe, expect, it, vi } from 'vitest';
import type { Virtualizer } from '@tanstack/react-virtual';
import { skipFirstScrollToStart } from './virtual';

/** A virtualizer as the scroll function sees it: its scroll element (scrollTo recorded) and its options. */
function instanceWith() {
  const scrollTo = vi.fn();
  const instance = { scrollElement: { scrollTo }, options: { horizontal: false } } as unknown as Virtualizer<
    HTMLDivElement,
    HTMLDivElement
  >;
  return { instance, scrollTo };
}

describe('skipFirstScrollToStart', () => {
  it("skips the mount's write to 0 on a new list's element (it forced the whole widget's layout in the commit)", () => {
    const { instance, scrollTo } = instanceWith();
    skipFirstScrollToStart()(0, {}, instance);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('writes every later scroll, to 0 as well, and to a new element', () => {
    const { instance, scrollTo } = instanceWith();
    const scroll = skipFirstScrollToStart();
    scroll(0, {}, instance);
    scroll(720, {}, instance);
    scroll(0, { behavior: 'smooth' }, instance);
    const next = vi.fn();
    (instance as { scrollElement: unknown }).scrollElement = { scrollTo: next };
    scroll(720, {}, instance);
    expect(scrollTo.mock.calls).toEqual([[{ top: 720 }], [{ top: 0, behavior: 'smooth' }]]);
    expect(next).toHaveBeenCalledWith({ top: 720 });
  });

  it('writes a first scroll to another offset (an initial offset, an adjustment)', () => {
    const first = instanceWith();
    skipFirstScrollToStart()(300, {}, first.instance);
    expect(first.scrollTo).toHaveBeenCalledWith({ top: 300 });
    const adjusted = instanceWith();
    skipFirstScrollToStart()(0, { adjustments: 72 }, adjusted.instance);
    expect(adjusted.scrollTo).toHaveBeenCalledWith({ top: 72 });
  });

  it('skips once per list: each list made skips its own first write', () => {
    const { instance, scrollTo } = instanceWith();
    skipFirstScrollToStart()(0, {}, instance);
    skipFirstScrollToStart()(0, {}, instance);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
