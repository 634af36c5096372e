import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { breakAfterUnderscores } from './breakAfter';

describe('breakAfterUnderscores', () => {
  it('lets a machine word wrap only after its underscores, its text unchanged', () => {
    const { container } = render(<span>{breakAfterUnderscores('INCORRECT_CATEGORY: sent as UTILITY')}</span>);
    expect(container.textContent).toBe('INCORRECT_CATEGORY: sent as UTILITY');
    expect(container.querySelectorAll('wbr')).toHaveLength(1);
    expect(container.innerHTML).toContain('INCORRECT_<wbr>CATEGORY');
  });

  it('leaves a word without underscores as it is', () => {
    expect(breakAfterUnderscores('welcome')).toBe('welcome');
  });
});
