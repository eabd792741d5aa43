import type { MemberJson } from '@matri/contracts';
import type { ProfileRow, UserRow } from '../../../db/schema';

export function toMemberJson(user: UserRow, profile: ProfileRow | null): MemberJson {
  return {
    id: user.id,
    email: user.email,
    mobile: user.mobile,
    provider: 'local',
    confirmed: user.isEmailVerified,
    blocked: user.status === 'suspended',
    role: user.role,
    full_name: profile?.fullName ?? '',
    profileId: profile?.profileCode ?? null,
    gender: profile?.gender ?? null,
    language: user.lang,
    createdAt: user.createdAt.toISOString(),
  };
}
