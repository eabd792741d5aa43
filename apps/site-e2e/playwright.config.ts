import { playwrightConfig } from '@matri/tools/playwright-config';

export default playwrightConfig('site-e2e', 3110);
