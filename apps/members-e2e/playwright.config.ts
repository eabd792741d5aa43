import { playwrightConfig } from '@matri/tools/playwright-config';

export default playwrightConfig('members-e2e', 3120);
