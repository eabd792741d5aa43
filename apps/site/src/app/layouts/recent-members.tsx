import '@mantine/core/styles/Anchor.css';
import { Anchor } from '@mantine/core';
import { paths } from '@matri/contracts';

export interface RecentMember {
  profileId: string;
  displayName: string;
}

/** Spec section 2: rendered only when there are recent members to show. */
export function RecentMembers({ members }: { members: readonly RecentMember[] }) {
  if (members.length === 0) return null;
  return (
    <section aria-labelledby="recent-members-title">
      <h2 id="recent-members-title">Recent members</h2>
      <ul>
        {members.map((member) => (
          <li key={member.profileId}>
            <Anchor href={`${paths.memberSingle.path}?id=${encodeURIComponent(member.profileId)}`}>
              {member.displayName}
            </Anchor>
          </li>
        ))}
      </ul>
    </section>
  );
}
