import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { getStoredUser, type StoredUser } from '@matri/auth-gate';

/**
 * docs/spec.md's shared context: the user, the profile picture and their setters. Changing `profilepic` (for example
 * after an upload) makes the top bar fetch the photo again.
 */
export interface MemberContextValue {
  user: StoredUser | null;
  setUser: (user: StoredUser | null) => void;
  profilepic: string | null;
  setProfilepic: (version: string | null) => void;
}

const MemberContext = createContext<MemberContextValue | null>(null);

export function MemberProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<StoredUser | null>(getStoredUser);
  const [profilepic, setProfilepic] = useState<string | null>(null);
  const value = useMemo(() => ({ user, setUser, profilepic, setProfilepic }), [user, profilepic]);
  return <MemberContext.Provider value={value}>{children}</MemberContext.Provider>;
}

export function useMember(): MemberContextValue {
  const value = useContext(MemberContext);
  if (!value) throw new Error('useMember must be used inside <MemberProvider>');
  return value;
}
