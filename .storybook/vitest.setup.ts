import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as projectAnnotations from './preview';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// findBy*/waitFor give up after 5 s instead of Testing Library's 1 s: on a 2-core CI machine the three Vitest
// projects run side by side, and a story's data (the fake client's promises, a lazy chunk) can take over a second
// to show. It is a limit, not a delay: a query that matches returns at once, one that never matches still fails.
configure({ asyncUtilTimeout: 5000 });
