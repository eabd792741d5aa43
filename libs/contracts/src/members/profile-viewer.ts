/** A member who viewed the logged-in member's profile ("who viewed my profile"), newest first. */
export interface ProfileViewerJson {
  profile_id: string;
  full_name: string;
  age: number;
  city: string | null;
  /** Relative to the API; null when the viewer does not show photos to all members. */
  photo_url: string | null;
  viewed_at: string;
}

/** How many viewers the list shows. */
export const PROFILE_VIEWERS_LIMIT = 50;

/**
 * GET /api/users/me/viewers: how many members viewed the profile, and who, when the member's plan shows who viewed
 * (null on plans that do not: the page then offers the plans that do).
 */
export interface ProfileViewersJson {
  count: number;
  viewers: ProfileViewerJson[] | null;
}
