import { accountEndpoints } from './account-endpoints';
import { adminEndpoints } from './admin-endpoints';
import { authEndpoints } from './auth-endpoints';
import { blockEndpoints } from './block-endpoints';
import { discoveryEndpoints } from './discovery-endpoints';
import { importEndpoints } from './import-endpoints';
import { interestEndpoints } from './interest-endpoints';
import { memberEndpoints } from './member-endpoints';
import { membershipEndpoints } from './membership-endpoints';
import { messageEndpoints } from './message-endpoints';
import { notificationEndpoints } from './notification-endpoints';
import { photoEndpoints } from './photo-endpoints';
import { profileEndpoints } from './profile-endpoints';
import { publicEndpoints } from './public-endpoints';
import { reportEndpoints } from './report-endpoints';
import { sessionEndpoints } from './session-endpoints';
import { userEndpoints } from './user-endpoints';
import { verificationEndpoints } from './verification-endpoints';

/** Every endpoint, by area: the API registers each from its description, the clients call it by it. */
export const endpoints = {
  account: accountEndpoints,
  admin: adminEndpoints,
  auth: authEndpoints,
  blocks: blockEndpoints,
  discovery: discoveryEndpoints,
  imports: importEndpoints,
  interests: interestEndpoints,
  members: memberEndpoints,
  membership: membershipEndpoints,
  messages: messageEndpoints,
  notifications: notificationEndpoints,
  photos: photoEndpoints,
  profile: profileEndpoints,
  public: publicEndpoints,
  reports: reportEndpoints,
  session: sessionEndpoints,
  users: userEndpoints,
  verification: verificationEndpoints,
};
