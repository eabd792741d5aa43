/** Membership and search limits shared by forms, filters and the API. Kept free of zod so pages can import them cheaply. */
export const MIN_MEMBER_AGE = 18;
export const MIN_SEARCH_AGE = 18;
export const MAX_SEARCH_AGE = 75;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
