import { playwrightConfig } from './playwright-base';

/**
 * Both e2e projects in one run, against one built product server (`npm test`; `--project=site-e2e` narrows it): one
 * server start and one demo data load instead of two, and the workers stay busy across both projects' specs. The
 * workers take tests in the projects' order: the member journeys (the selfie file's three, 20-28 s each and one after
 * the other on one worker) first, and the site's short page visits last, where they fill both workers to the end
 * instead of one worker finishing a long serial file alone.
 */
export default playwrightConfig(['members-e2e', 'site-e2e'], 3130);
