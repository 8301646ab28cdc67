import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { ResourceContextProvider, ShowBase, useTranslate, type Identifier } from 'react-admin';
import type { ResourceSchema } from '../../../common/schema';
import { useSingularName } from '../form/useSingularName';
import { WithSchema } from '../form/WithSchema';
import { HistoryButton } from './HistoryButton';
import { ResourceView } from './ResourceView';

export interface ShowDialogProps {
  resource: string;
  id: Identifier;
  open: boolean;
  onClose: () => void;
}

function ShowDialogBody({ schema, id, titleId }: { schema: ResourceSchema; id: Identifier; titleId: string }) {
  const translate = useTranslate();
  const singular = useSingularName(schema);
  return (
    <>
      <DialogTitle id={titleId}>{translate('engine.show.title', { name: singular })}</DialogTitle>
      <DialogContent dividers>
        <ShowBase id={id} loading={<LinearProgress aria-label={translate('ra.page.loading')} />}>
          <ResourceView schema={schema} />
          <HistoryButton />
        </ShowBase>
      </DialogContent>
    </>
  );
}

/** A record's detail view in a dialog over the list (row action view-modal). */
export function ShowDialog({ resource, id, open, onClose }: ShowDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <ResourceContextProvider value={resource}>
        <WithSchema resource={resource}>{(schema) => <ShowDialogBody schema={schema} id={id} titleId={titleId} />}</WithSchema>
      </ResourceContextProvider>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
