import { afterAll, afterEach } from 'vitest';
import { REMOVAL_GRACE_MS } from '../internal/createElementClass';

/**
 * The list of elements a test file puts on the page (push each one): they are removed after each test, and the file
 * ends only once their widgets have unmounted. A removed element unmounts its widget after a grace period (a move
 * within the page keeps it); without the wait, React ran after the file's DOM was gone ('window is not defined' in
 * the next file's time).
 */
export function elementsOnPage(): HTMLElement[] {
  const added: HTMLElement[] = [];
  afterEach(() => {
    for (const element of added.splice(0)) element.remove();
  });
  afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, REMOVAL_GRACE_MS + 100)));
  return added;
}
