import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import { ShowBase, useTranslate, type Identifier } from 'react-admin';
import { ResourceDialog } from '../ResourceScreen';
import { HistoryButton } from './HistoryButton';
import { ResourceView } from './ResourceView';

export interface ShowDialogProps {
  resource: string;
  id: Identifier;
  open: boolean;
  onClose: () => void;
}

/** A record's detail view in a dialog over the list (row action view-modal). */
export function ShowDialog({ resource, id, open, onClose }: ShowDialogProps) {
  const translate = useTranslate();
  return (
    <ResourceDialog
      resource={resource}
      open={open}
      onClose={onClose}
      title="engine.show.title"
      actions={
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        </DialogActions>
      }
    >
      {(spec) => (
        <DialogContent dividers>
          <ShowBase id={id} loading={<LinearProgress aria-label={translate('ra.page.loading')} />}>
            <ResourceView spec={spec} />
            <HistoryButton />
          </ShowBase>
        </DialogContent>
      )}
    </ResourceDialog>
  );
}
