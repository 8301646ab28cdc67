import { useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * One call of a shift dialog (open, cash in or out, close): while it runs the
 * dialog is busy and cannot be closed half-way; a refusal is shown in the
 * dialog, in the server's words, so the cashier can correct and try again.
 */
export function useShiftCall() {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : translate('app.notification.error_loading'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
