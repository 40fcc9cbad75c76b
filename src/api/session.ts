// Session actions that need both the API and the auth machine.
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { signedOut } from '@/store/auth/authSlice';
import { baseApi } from './baseApi';
import { authApi } from './generated/auth.gen';

/**
 * Ends the session on the server (best effort: a dead network must not keep the user signed
 * in here), forgets it locally and drops every cached response of the previous user.
 */
export function useSignOut(): () => Promise<void> {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  return useCallback(async () => {
    try {
      await dispatch(authApi.endpoints.logout.initiate()).unwrap();
    } catch {
      // already expired or unreachable: signing out locally is what matters
    }
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
  }, [dispatch]);
}
