import { useSession } from '@matri/api-client';
import { getStoredUser } from '@matri/auth-gate';
import { http } from '../../config/api';
import { QueryProvider } from '../../data/query-provider';
import { useLingui } from '@lingui/react/macro';

function SessionName({ jwt }: { jwt: string }) {
  const session = useSession(http, jwt);
  const { t } = useLingui();
  return session.data?.userinfo?.full_name || getStoredUser()?.full_name || t`My Account`;
}

/** The logged-in member's full name from GET /api/user; loaded only when there is a session. */
export function MemberName({ jwt }: { jwt: string }) {
  return (
    <QueryProvider>
      <SessionName jwt={jwt} />
    </QueryProvider>
  );
}
