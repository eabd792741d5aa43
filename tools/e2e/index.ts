export { linkIn, logInDemoAdmin, outboxMessage, type AdminLogin } from './demo-admin';
export { expect, newVisitorContext, newVisitorHeaders, test } from './visitor-test';
