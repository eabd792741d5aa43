import { playwrightConfig } from './playwright-base';

/**
 * Both e2e projects in one run, against one built product server (`npm test`; `--project=site-e2e` narrows it): one
 * server start and one demo data load instead of two, and the workers stay busy across both projects' specs.
 */
export default playwrightConfig(['site-e2e', 'members-e2e'], 3130);
