import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useResourceContext, useTranslate } from 'react-admin';
import { MediaLibraryTab } from './MediaLibraryTab';
import { UploadTab } from './UploadTab';
import { WebAddressTab } from './WebAddressTab';

export interface UploadDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the chosen file's URL; the dialog closes itself afterwards. */
  onSelect: (url: string) => void;
  /** The media library folder an upload goes to; by default the resource's path whose form it is in. */
  folder?: string;
  /** What the file picker offers (`image/*` by default). */
  accept?: string;
  /** Files that are not images have no Photos tab. */
  showLibrary?: boolean;
}

type TabName = 'photos' | 'upload' | 'web';

/** Choose a file (spec §2.6): tabs Photos (the media library), Upload and Web Address. */
export function UploadDialog({ open, onClose, onSelect, folder, accept = 'image/*', showLibrary = true }: UploadDialogProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const titleId = useId();
  const [tab, setTab] = useState<TabName>(showLibrary ? 'photos' : 'upload');
  const select = (url: string) => {
    onSelect(url);
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('engine.form.upload.title')}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_event, next: TabName) => setTab(next)} aria-label={translate('engine.form.upload.title')}>
          {showLibrary && <Tab value="photos" label={translate('engine.form.upload.photos')} />}
          <Tab value="upload" label={translate('engine.form.upload.upload')} />
          <Tab value="web" label={translate('engine.form.upload.web')} />
        </Tabs>
        {tab === 'photos' && <MediaLibraryTab onSelect={select} />}
        {tab === 'upload' && <UploadTab folder={folder ?? resource ?? 'files'} accept={accept} onSelect={select} />}
        {tab === 'web' && <WebAddressTab onSelect={select} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
