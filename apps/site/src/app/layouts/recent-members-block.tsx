import { useRecentMembers } from '@matri/api-client';
import { http } from '../../config/api';
import { QueryProvider } from '../../data/query-provider';
import { RecentMembers } from './recent-members';

function RecentMembersFromApi() {
  return <RecentMembers members={useRecentMembers(http).data ?? []} />;
}

/** The footer's recent members, fetched from GET /api/members/recent; renders nothing until members arrive. */
export function RecentMembersBlock() {
  return (
    <QueryProvider>
      <RecentMembersFromApi />
    </QueryProvider>
  );
}
