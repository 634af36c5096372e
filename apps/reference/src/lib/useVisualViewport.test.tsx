import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VISUAL_VIEWPORT_HEIGHT, VISUAL_VIEWPORT_TOP, useVisualViewport } from './useVisualViewport';

/** The visible viewport as a phone reports it: 667 px tall, then 367 once the on-screen keyboard is up. */
class FakeVisualViewport extends EventTarget {
  offsetTop = 0;
  height = 667;
}

function Box({ enabled }: { enabled: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useVisualViewport(ref, enabled);
  return <div ref={ref} data-testid="box" />;
}

afterEach(() => vi.unstubAllGlobals());

describe('useVisualViewport', () => {
  it('follows the visible viewport (the keyboard opening) while enabled, and lets go when disabled', () => {
    const viewport = new FakeVisualViewport();
    vi.stubGlobal('visualViewport', viewport);
    const { getByTestId, rerender } = render(<Box enabled />);
    const box = getByTestId('box');
    expect(box.style.getPropertyValue(VISUAL_VIEWPORT_HEIGHT)).toBe('667px');
    expect(box.style.getPropertyValue(VISUAL_VIEWPORT_TOP)).toBe('0px');

    viewport.height = 367;
    viewport.offsetTop = 120;
    act(() => void viewport.dispatchEvent(new Event('resize')));
    expect(box.style.getPropertyValue(VISUAL_VIEWPORT_HEIGHT)).toBe('367px');
    expect(box.style.getPropertyValue(VISUAL_VIEWPORT_TOP)).toBe('120px');

    rerender(<Box enabled={false} />);
    expect(box.style.getPropertyValue(VISUAL_VIEWPORT_HEIGHT)).toBe('');
    viewport.height = 500;
    act(() => void viewport.dispatchEvent(new Event('resize')));
    expect(box.style.getPropertyValue(VISUAL_VIEWPORT_HEIGHT)).toBe('');
  });

  it('sets nothing without visualViewport (the CSS fallback, 100dvh, applies)', () => {
    vi.stubGlobal('visualViewport', undefined);
    const { getByTestId } = render(<Box enabled />);
    expect(getByTestId('box').getAttribute('style')).toBeNull();
  });
});
