// Side-effect entry: `import '@wacrm/elements/define'` registers every element (nothing happens on a server).
import { defineWacrmElements } from './defineElements';

defineWacrmElements();
