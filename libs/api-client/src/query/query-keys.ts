export const sessionKeys = {
  all: ['session'] as const,
  current: (token: string | null) => [...sessionKeys.all, token ?? 'anonymous'] as const,
};

export const userKeys = {
  all: ['users'] as const,
  withPhoto: (id: string | number) => [...userKeys.all, String(id), 'with-photo'] as const,
  me: () => [...userKeys.all, 'me'] as const,
};

export const memberKeys = {
  all: ['members'] as const,
  recent: () => [...memberKeys.all, 'recent'] as const,
};

/** The logged-in member's own data: profile, partner preferences and photos. */
export const profileKeys = {
  all: ['own-profile'] as const,
  own: () => [...profileKeys.all, 'profile'] as const,
  partnerPreferences: () => [...profileKeys.all, 'partner-preferences'] as const,
  photos: () => [...profileKeys.all, 'photos'] as const,
  viewers: () => [...profileKeys.all, 'viewers'] as const,
};

export const interestKeys = {
  all: ['interests'] as const,
  box: (box: string) => [...interestKeys.all, box] as const,
};

/** Search results, matches, profile details and the shortlist: invalidated together after an action on a member. */
export const discoveryKeys = {
  all: ['discovery'] as const,
  search: (query: string) => [...discoveryKeys.all, 'search', query] as const,
  matches: (tab: string) => [...discoveryKeys.all, 'matches', tab] as const,
  profile: (profileId: string) => [...discoveryKeys.all, 'profile', profileId.toUpperCase()] as const,
  shortlist: () => [...discoveryKeys.all, 'shortlist'] as const,
  blocked: () => [...discoveryKeys.all, 'blocked'] as const,
  savedSearches: () => ['saved-searches'] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
};

/** Conversations: the list, each history and the badge, refetched together when the event stream says so. */
export const messageKeys = {
  all: ['messages'] as const,
  list: () => [...messageKeys.all, 'list'] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
  conversation: (profileId: string) => [...messageKeys.all, 'conversation', profileId.toUpperCase()] as const,
};

export const reportKeys = {
  all: ['reports'] as const,
  queue: (status: string) => [...reportKeys.all, status] as const,
};

/** The member's verification status (what is verified, the latest ID check, checks left) and the admins' queue. */
export const verificationKeys = {
  all: ['verification'] as const,
  status: () => [...verificationKeys.all, 'status'] as const,
  queue: () => [...verificationKeys.all, 'queue'] as const,
  selfieQueue: () => [...verificationKeys.all, 'selfie-queue'] as const,
};

/** The admins' photo desk: photos held by screening or reported. */
export const photoDeskKeys = {
  all: ['photo-desk'] as const,
  queue: () => [...photoDeskKeys.all, 'queue'] as const,
};

/** Member imports: the history and the API tokens scripts import with. */
export const importKeys = {
  all: ['imports'] as const,
  history: () => [...importKeys.all, 'history'] as const,
  apiTokens: () => [...importKeys.all, 'api-tokens'] as const,
};

/** The plans and the member's own plan and usage. */
export const membershipKeys = {
  all: ['membership'] as const,
  plans: () => [...membershipKeys.all, 'plans'] as const,
  mine: () => [...membershipKeys.all, 'mine'] as const,
  payments: () => [...membershipKeys.all, 'payments'] as const,
  invoice: (paymentId: number) => [...membershipKeys.all, 'invoice', paymentId] as const,
};

/** What only admins read (the demo outbox). */
export const adminKeys = {
  all: ['admin'] as const,
  outbox: () => [...adminKeys.all, 'outbox'] as const,
};
