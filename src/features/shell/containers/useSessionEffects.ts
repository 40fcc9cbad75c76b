// What entering the main layout does for the session: refresh the profile
// from GET /api/user_profile (also covers a stored token without a stored profile), prefetch
// the customer list for administrators, and only warn in the console while there is no profile.
import { useEffect, useRef } from 'react';
import { useGetUserProfileQuery } from '@/api';
import { usePrefetchCustomers } from '@/api/customers';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { isAdmin } from '@/store/auth/authSelectors';
import { profileLoaded } from '@/store/auth/authSlice';

export const NO_PROFILE_WARNING = 'Surtidor: there is no user profile for this session yet.';

export function useSessionEffects(): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.auth.token);
  const profile = useAppSelector((state) => state.auth.profile);
  const { data: freshProfile } = useGetUserProfileQuery(undefined, { skip: !token });
  const prefetchCustomers = usePrefetchCustomers('listCustomers');
  const admin = isAdmin(profile);
  // Read for a comparison only: a new server copy, not a local change, triggers the update.
  const storedProfile = useRef(profile);
  useEffect(() => {
    storedProfile.current = profile;
  }, [profile]);

  useEffect(() => {
    if (!freshProfile) return;
    // Skip an identical copy so the stored profile is not rewritten for nothing.
    const current = storedProfile.current;
    if (current && JSON.stringify(current) === JSON.stringify(freshProfile)) return;
    dispatch(profileLoaded(freshProfile));
  }, [freshProfile, dispatch]);

  useEffect(() => {
    if (admin) prefetchCustomers();
  }, [admin, prefetchCustomers]);

  useEffect(() => {
    // Signed in (a token) but no profile yet: only logged; the query above fetches it.
    if (token && profile === null) console.warn(NO_PROFILE_WARNING);
  }, [token, profile]);
}
