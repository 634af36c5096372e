import { describe, expect, it, vi } from 'vitest';
import type { Virtualizer } from '@tanstack/react-virtual';
import { scrollUnlessAlreadyThere } from './virtual';

/** A virtualizer as the scroll function sees it: its scroll element (scrollTo recorded) and its options. */
function instanceWith() {
  const scrollTo = vi.fn();
  const scrollElement = { scrollTo };
  const instance = { scrollElement, options: { horizontal: false } } as unknown as Virtualizer<
    HTMLDivElement,
    HTMLDivElement
  >;
  return { instance, scrollTo };
}

describe('scrollUnlessAlreadyThere', () => {
  it("skips the mount's write to 0 on a new list's element (it forced the whole widget's layout in the commit)", () => {
    const { instance, scrollTo } = instanceWith();
    scrollUnlessAlreadyThere(0, {}, instance);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('writes every later scroll, to 0 as well', () => {
    const { instance, scrollTo } = instanceWith();
    scrollUnlessAlreadyThere(0, {}, instance);
    scrollUnlessAlreadyThere(720, {}, instance);
    scrollUnlessAlreadyThere(0, { behavior: 'smooth' }, instance);
    expect(scrollTo.mock.calls).toEqual([[{ top: 720 }], [{ top: 0, behavior: 'smooth' }]]);
  });

  it('writes a first scroll to another offset (an initial offset, an adjustment)', () => {
    const first = instanceWith();
    scrollUnlessAlreadyThere(300, {}, first.instance);
    expect(first.scrollTo).toHaveBeenCalledWith({ top: 300 });
    const adjusted = instanceWith();
    scrollUnlessAlreadyThere(0, { adjustments: 72 }, adjusted.instance);
    expect(adjusted.scrollTo).toHaveBeenCalledWith({ top: 72 });
  });

  it('skips once per element: a list given a new element skips its first write again', () => {
    const { instance, scrollTo } = instanceWith();
    scrollUnlessAlreadyThere(0, {}, instance);
    (instance as { scrollElement: unknown }).scrollElement = { scrollTo };
    scrollUnlessAlreadyThere(0, {}, instance);
    scrollUnlessAlreadyThere(0, {}, instance);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
