import { useCallback, useEffect, useRef, useState } from 'react';
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
 * Whether a modal (a dialog, a menu, a drawer) is open now, followed while `watching`. MUI mounts each in
 * a portal of its own, a child of <body>, while it is open or closing; so the children of <body> say it.
 */
function useModalOpen(watching: boolean): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!watching) return;
    const check = () => setOpen(document.querySelector('body > .MuiModal-root:not(.MuiModal-hidden)') !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true });
    return () => observer.disconnect();
  }, [watching]);
  return open;
}

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
  const [shown, setShown] = useState<{ payload: NotificationPayload; key: number } | undefined>(undefined);
  const counter = useRef(0);
  const finished = useRef(0);
  // A toast at the bottom sat on a dialog's Download or Confirm for its 4 or 9 seconds (a bulk update's
  // success, then the Export dialog): while a modal is open, toasts show at the top, clear of every dialog's actions.
  const modalOpen = useModalOpen(shown !== undefined);

  // An undoable mutation is committed once its toast is done: when it closes, or when a newer message replaces it.
  const finish = useCallback(
    (done: { payload: NotificationPayload; key: number } | undefined) => {
      if (!done || finished.current >= done.key) return;
      finished.current = done.key;
      if (done.payload.notificationOptions?.undoable) {
        const mutation = takeMutation();
        if (mutation) mutation({ isUndo: false });
        else undoableEventEmitter.emit('end', { isUndo: false });
      }
    },
    [takeMutation],
  );

  useEffect(() => {
    if (!notifications.length) return;
    const next = takeNotification();
    if (!next) return;
    // A newer message takes the place of the one showing at once (a corrected form's success does not wait behind
    // the 9 s of its earlier refusal). It is a new Snackbar (its own key): closing the old one first and waiting for
    // its exit could leave a toast chosen but never shown when two messages came within one transition.
    finish(shown);
    counter.current += 1;
    setShown({ payload: next, key: counter.current });
    setOpen(true);
  }, [notifications, takeNotification, finish, shown]);

  const close = useCallback(() => setOpen(false), []);
  const exited = useCallback(() => {
    finish(shown);
    setShown(undefined);
  }, [finish, shown]);

  if (!shown) return null;
  const { message, type = 'info', notificationOptions = {} } = shown.payload;
  const { autoHideDuration, messageArgs } = notificationOptions;
  const isError = type === 'error';
  const text =
    typeof message === 'string' && message !== '' ? translate(message, messageArgs) : isError ? translate('app.notification.error_loading') : message;
  return (
    <CloseNotificationContext.Provider value={close}>
      {/*
       * In a portal of its own, mounted when a toast shows: inside the app's
       * root it was hidden from screen readers (aria-hidden) whenever a dialog
       * was open, so the refusal of a dialog's form was never read out.
       */}
      <Portal>
        <Snackbar
          key={shown.key}
          open={open}
          onClose={(_, reason) => reason !== 'clickaway' && close()}
          // §8's 9 s for errors, unless the caller names its own time (§5: the return quantity message shows for 3 s).
          autoHideDuration={autoHideDuration !== undefined ? (autoHideDuration ?? undefined) : isError ? ERROR_TOAST_MS : OTHER_TOAST_MS}
          anchorOrigin={{ vertical: modalOpen ? 'top' : 'bottom', horizontal: 'center' }}
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
