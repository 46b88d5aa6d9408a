import { useEffect } from 'react';
import { notify } from './snackbar-store';

/**
 * A failed load as its spec toast (catalogue.md section 8) whose action tries again: shown when
 * `failure` becomes truthy, and again for each new failure (one at a time: the title's limit is 1).
 */
export function useFailureToast(failure: unknown, title: string, retry: () => unknown): void {
  useEffect(() => {
    if (!failure) return;
    notify({ type: 'alert', title, actionText: 'errors.tryAgain', limit: 1, onAction: () => void retry() });
  }, [failure, title, retry]);
}
