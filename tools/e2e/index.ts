export { linkIn, logInDemoAdmin, outboxMessage, type AdminLogin } from './demo-admin';
export { signUpCodeFromOutbox, signUpWithSmsCode, smsCodeFromOutbox } from './sign-up';
export { expect, newVisitorContext, newVisitorHeaders, test } from './visitor-test';
export { chromiumLaunchOptions, e2eDataDir, e2eUidaiSigner } from './playwright-base';
export { facePhoto } from './face-photo';
