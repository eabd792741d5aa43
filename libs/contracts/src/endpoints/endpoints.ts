import { adminEndpoints } from './admin-endpoints';
import { blockEndpoints } from './block-endpoints';
import { discoveryEndpoints } from './discovery-endpoints';
import { interestEndpoints } from './interest-endpoints';
import { memberEndpoints } from './member-endpoints';
import { membershipEndpoints } from './membership-endpoints';
import { notificationEndpoints } from './notification-endpoints';
import { photoEndpoints } from './photo-endpoints';
import { publicEndpoints } from './public-endpoints';
import { reportEndpoints } from './report-endpoints';
import { sessionEndpoints } from './session-endpoints';
import { userEndpoints } from './user-endpoints';

/** Every endpoint described so far, by area: the API registers each from its description, the clients call it by it. */
export const endpoints = {
  admin: adminEndpoints,
  blocks: blockEndpoints,
  discovery: discoveryEndpoints,
  interests: interestEndpoints,
  members: memberEndpoints,
  membership: membershipEndpoints,
  notifications: notificationEndpoints,
  photos: photoEndpoints,
  public: publicEndpoints,
  reports: reportEndpoints,
  session: sessionEndpoints,
  users: userEndpoints,
};
