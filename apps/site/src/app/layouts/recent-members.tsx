import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import { Anchor, Avatar } from '@mantine/core';
import { optimisedImageUrl } from '@matri/api-client';
import { paths, type RecentMemberJson } from '@matri/contracts';
import { runtimeConfig } from '../../config/api';
import classes from './recent-members.module.css';
import { Trans, useLingui } from '@lingui/react/macro';

/** 48 px avatars; 96 px sources keep them sharp on 2x phone screens (both are among docs/spec.md's image sizes). */
const AVATAR_SOURCE_WIDTH = 96;

/** docs/spec.md section 2: rendered only when there are recent members to show. */
export function RecentMembers({ members }: { members: readonly RecentMemberJson[] }) {
  const { t } = useLingui();
  if (members.length === 0) return null;
  const yearsAndCity = ({ age, city }: RecentMemberJson) => (city ? t`${age} yrs, ${city}` : t`${age} yrs`);
  return (
    <section aria-labelledby="recent-members-title" className={classes.section}>
      <h2 id="recent-members-title" className={classes.title}>
        <Trans>Recent members</Trans>
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
                <span className={classes.details}>{yearsAndCity(member)}</span>
              </span>
            </Anchor>
          </li>
        ))}
      </ul>
    </section>
  );
}
