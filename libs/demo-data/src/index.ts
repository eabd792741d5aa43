export {
  generateDemoMembers,
  type DemoAudience,
  type DemoMember,
  type DemoPreferences,
  type DemoProfile,
  type DemoVerification,
  type DemoVerificationState,
} from './generate-demo-members';
export { createRandom, type Random } from './random';
export { AVATAR_SIZE_PX, renderAvatar } from './render-avatar';
