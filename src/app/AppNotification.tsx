import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import {
  CloseNotificationContext,
  undoableEventEmitter,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';

/** Error toasts stay 9 seconds (spec §8, §9); others react-admin's 4. */
export const ERROR_TOAST_MS = 9000;
const OTHER_TOAST_MS = 4000;

/**
 * The toasts of spec §8 for every notification, including the ones
 * react-admin raises itself (a refused save, a failed fetch): an error is
 * titled 'Error', shows the server's message (or 'Error Loading Data' when it
 * sent none) and stays 9 seconds, whoever raised it, unless a newer message
 * takes its place. Otherwise react-admin's Notification: one toast at a time
 * from its queue, undo kept working.
 */
export function AppNotification() {
  const translate = useTranslate();
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<NotificationPayload | undefined>(undefined);

  useEffect(() => {
    if (notifications.length && !current) {
      const next = takeNotification();
      if (next) {
        setCurrent(next);
        setOpen(true);
      }
    } else if (notifications.length && current) {
      // A newer message takes over: a corrected form's success does not wait behind the 9 s of its earlier refusal.
      setOpen(false);
    }
  }, [notifications, current, takeNotification]);

  const close = useCallback(() => setOpen(false), []);
  const exited = useCallback(() => {
    if (current?.notificationOptions?.undoable) {
      const mutation = takeMutation();
      if (mutation) mutation({ isUndo: false });
      else undoableEventEmitter.emit('end', { isUndo: false });
    }
    setCurrent(undefined);
  }, [current, takeMutation]);

  if (!current) return null;
  const { message, type = 'info', notificationOptions = {} } = current;
  const { autoHideDuration, messageArgs } = notificationOptions;
  const isError = type === 'error';
  const text =
    typeof message === 'string' && message !== ''
      ? translate(message, messageArgs)
      : isError
        ? translate('app.notification.error_loading')
        : message;
  return (
    <CloseNotificationContext.Provider value={close}>
      {/*
       * In a portal of its own, mounted when a toast shows: inside the app's
       * root it was hidden from screen readers (aria-hidden) whenever a dialog
       * was open, so the refusal of a dialog's form was never read out.
       */}
      <Portal>
        <Snackbar
          open={open}
          onClose={(_, reason) => reason !== 'clickaway' && close()}
          // §8's 9 s for errors, unless the caller names its own time (§5: the return quantity message shows for 3 s).
          autoHideDuration={autoHideDuration !== undefined ? (autoHideDuration ?? undefined) : isError ? ERROR_TOAST_MS : OTHER_TOAST_MS}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          slotProps={{ transition: { onExited: exited } }}
        >
          <Alert
            variant="filled"
            severity={type === 'success' || type === 'warning' || isError ? type : 'info'}
            onClose={close}
            sx={{ whiteSpace: 'pre-wrap', minWidth: 288 }}
          >
            {isError && <AlertTitle>{translate('app.notification.error_title')}</AlertTitle>}
            {text}
          </Alert>
        </Snackbar>
      </Portal>
    </CloseNotificationContext.Provider>
  );
}
