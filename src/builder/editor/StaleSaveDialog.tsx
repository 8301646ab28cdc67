import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';

interface StaleSaveDialogProps {
  onKeepEditing: () => void;
  onLoadTheirs: () => void;
  onSaveMine: () => void;
}

/**
 * A save answered 409: someone saved the page after it was opened here.
 * Nothing was overwritten and the changes here stay in the editor; the
 * person chooses what happens next.
 */
export function StaleSaveDialog({ onKeepEditing, onLoadTheirs, onSaveMine }: StaleSaveDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onKeepEditing} aria-labelledby={titleId} role="alertdialog" maxWidth="sm">
      <DialogTitle id={titleId}>{translate('builder.save.stale_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('builder.save.stale')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onLoadTheirs}>{translate('builder.save.reload')}</Button>
        <Button onClick={onSaveMine} color="warning">
          {translate('builder.save.overwrite')}
        </Button>
        <Button onClick={onKeepEditing} variant="contained" autoFocus>
          {translate('builder.save.keep')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
