import { playwrightConfig } from '../../tools/e2e/playwright-base';

export default playwrightConfig('members-e2e', 3120);
