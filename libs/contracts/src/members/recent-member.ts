/** How many members the public footer's recent-members block shows at most. */
export const RECENT_MEMBERS_LIMIT = 6;

/**
 * A member in the public footer's recent-members block: only members who opted in, and only this much of them.
 * photo_url is relative to the API and set only when the member shows photos to everyone.
 */
export interface RecentMemberJson {
  profile_id: string;
  first_name: string;
  age: number;
  city: string | null;
  photo_url: string | null;
}
