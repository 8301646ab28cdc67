import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type DialogProps } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface ActionDialogProps {
  title: ReactNode;
  onClose: () => void;
  /** The dialog's one action: its label, what it does and whether it can be done now. */
  confirm: { label: ReactNode; onClick: () => void; disabled?: boolean };
  /** While the action runs: the action shows it is working and the dialog cannot be cancelled or closed half-way. */
  busy?: boolean;
  open?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  /** Lines above and below the content, for dialogs whose content scrolls. */
  dividers?: boolean;
  children: ReactNode;
}

/**
 * A dialog that asks for something and does one thing with it (export a
 * list, send an SMS, adjust stock, receive goods): the title names the
 * dialog for screen readers, Cancel and the action sit at the bottom, and a
 * running action cannot be cancelled half-way.
 */
export function ActionDialog({ title, onClose, confirm, busy = false, open = true, maxWidth = 'xs', dividers, children }: ActionDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers={dividers}>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={confirm.onClick} disabled={confirm.disabled} loading={busy}>
          {confirm.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
