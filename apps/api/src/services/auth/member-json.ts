import type { ProfileRow, UserRow } from '../../db/schema';

/** The user object of the auth answers (Strapi's users-permissions fields, plus the profile's full name). */
export interface MemberJson {
  id: number;
  email: string;
  mobile: string;
  provider: 'local';
  confirmed: boolean;
  blocked: boolean;
  role: UserRow['role'];
  full_name: string;
  profile_id: string | null;
  /** The profile's gender: search looks for the other one by default. */
  gender: ProfileRow['gender'] | null;
  createdAt: string;
}

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
    profile_id: profile?.profileCode ?? null,
    gender: profile?.gender ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
