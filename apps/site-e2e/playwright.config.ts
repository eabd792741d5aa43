import { playwrightConfig } from '../../tools/e2e/playwright-base';

export default playwrightConfig('site-e2e', 3110);
