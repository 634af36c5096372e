import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNarrowLayout } from './narrowLayout';

/** A ResizeObserver stand-in (jsdom has none): what each observer watches, and a size change to report. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Reports `element` at `width` px to this observer's callback. */
  resize(element: Element, width: number) {
    const entry = { target: element, contentRect: { width } } as unknown as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
}

/** Observers watching `element`. */
function observersOf(element: Element) {
  return FakeResizeObserver.all.filter((observer) => observer.observed.has(element));
}

/** As the inbox: a placeholder box first, then the themed root in its place (another element, not the same one changed). */
function Widget({ placeholder }: { placeholder: boolean }) {
  const ref = useRef<HTMLElement>(null);
  const narrow = useNarrowLayout(ref, placeholder);
  return placeholder ? (
    <section ref={ref} data-testid="widget" />
  ) : (
    <article ref={ref} data-testid="widget" className="themed" data-layout={narrow ? 'narrow' : 'wide'} />
  );
}

beforeEach(() => {
  FakeResizeObserver.all = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useNarrowLayout', () => {
  it('measures and observes the element that replaces the first one (elementKey changed)', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 1024 } as DOMRect);
    const { rerender } = render(<Widget placeholder />);
    const placeholder = screen.getByTestId('widget');
    expect(observersOf(placeholder)).toHaveLength(1);

    rerender(<Widget placeholder={false} />);
    const themed = screen.getByTestId('widget');
    expect(themed).not.toBe(placeholder);
    expect(themed).toHaveAttribute('data-layout', 'wide');
    // The placeholder is no longer watched; the themed root is, and its narrowing is seen.
    expect(observersOf(placeholder)).toHaveLength(0);
    const [observer] = observersOf(themed);
    expect(observer).toBeDefined();
    act(() => observer?.resize(themed, 375));
    expect(themed).toHaveAttribute('data-layout', 'narrow');
  });

  it('an element without layout (width 0) keeps the last answer', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 0 } as DOMRect);
    render(<Widget placeholder={false} />);
    const themed = screen.getByTestId('widget');
    expect(themed).toHaveAttribute('data-layout', 'wide');
    act(() => observersOf(themed)[0]?.resize(themed, 500));
    expect(themed).toHaveAttribute('data-layout', 'narrow');
    act(() => observersOf(themed)[0]?.resize(themed, 0));
    expect(themed).toHaveAttribute('data-layout', 'narrow');
  });

  it("reads no width in the mount's commit: the observer's first report decides, rendered before it returns", () => {
    const read = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    render(<Widget placeholder={false} />);
    const themed = screen.getByTestId('widget');
    // A read here made the browser lay out the whole new widget inside the commit.
    expect(read).not.toHaveBeenCalled();
    // The report comes after the frame's layout, before its paint: the narrow layout is in the DOM when it returns
    // (no act(): rendered synchronously, so that frame paints it).
    observersOf(themed)[0]?.resize(themed, 375);
    expect(themed).toHaveAttribute('data-layout', 'narrow');
  });

  it('without ResizeObserver, reads the width once as it mounts', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 375 } as DOMRect);
    render(<Widget placeholder={false} />);
    expect(screen.getByTestId('widget')).toHaveAttribute('data-layout', 'narrow');
  });
});
