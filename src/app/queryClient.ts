import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';

/**
 * Shared by <Admin> and the authProvider, which caches `auth/self` in it. A
 * 4xx answer will not change on a retry, so only network and server errors
 * are retried.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => !(error instanceof HttpError && error.status < 500) && failures < 2,
      refetchOnWindowFocus: false,
    },
  },
});
