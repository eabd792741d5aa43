export { generateDemoMembers, type DemoMember, type DemoPreferences, type DemoProfile } from './generate-demo-members';
export { createRandom, type Random } from './random';
export { AVATAR_SIZE_PX, renderAvatar } from './render-avatar';
