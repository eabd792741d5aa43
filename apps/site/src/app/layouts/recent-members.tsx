import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import { Anchor, Avatar } from '@mantine/core';
import { optimisedImageUrl } from '@matri/api-client';
import { paths, type RecentMemberJson } from '@matri/contracts';
import { runtimeConfig } from '../../config/api';
import classes from './recent-members.module.css';

/** 48 px avatars; 96 px sources keep them sharp on 2x phone screens (both are among docs/spec.md's image sizes). */
const AVATAR_SOURCE_WIDTH = 96;

/** docs/spec.md section 2: rendered only when there are recent members to show. */
export function RecentMembers({ members }: { members: readonly RecentMemberJson[] }) {
  if (members.length === 0) return null;
  return (
    <section aria-labelledby="recent-members-title" className={classes.section}>
      <h2 id="recent-members-title" className={classes.title}>
        Recent members
      </h2>
      <ul className={classes.list}>
        {members.map((member) => (
          <li key={member.profileId}>
            <Anchor
              href={`${paths.memberSingle.path}?id=${encodeURIComponent(member.profileId)}`}
              className={classes.member}
              c="inherit"
            >
              <Avatar
                src={member.photoUrl ? optimisedImageUrl(runtimeConfig, member.photoUrl, AVATAR_SOURCE_WIDTH) : null}
                alt=""
                size={48}
                radius="xl"
                color="brand"
              >
                {member.firstName.charAt(0)}
              </Avatar>
              <span>
                <span className={classes.name}>{member.firstName}</span>
                <span className={classes.details}>
                  {member.age} yrs{member.city ? `, ${member.city}` : ''}
                </span>
              </span>
            </Anchor>
          </li>
        ))}
      </ul>
    </section>
  );
}
