import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ApiDataProvider } from '../../dataProvider';
import { useFormatDate } from '../../shop';
import type { PublishedVersion } from '../../../common/wire/content';
import { contentApi, errorMessage } from '../contentApi';

interface VersionsDialogProps {
  path: string;
  publishedVersion: number | null;
  onClose: () => void;
  /** Called with the version restored as the draft. */
  onRestore: (version: number) => Promise<void>;
}

/** The last 20 published versions (newest first) with a Restore button each. */
export function VersionsDialog({ path, publishedVersion, onClose, onRestore }: VersionsDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const formatDate = useFormatDate();
  const [versions, setVersions] = useState<PublishedVersion[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    contentApi
      .versions(dataProvider.call, path)
      .then((list) => setVersions([...list].sort((a, b) => b.version - a.version).slice(0, 20)))
      .catch((e: unknown) => setError(errorMessage(e)));
  }, [dataProvider, path]);

  const restore = async (version: number) => {
    setBusy(version);
    try {
      await onRestore(version);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('builder.versions.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{translate('builder.versions.intro')}</DialogContentText>
        {error && <Alert severity="error">{error}</Alert>}
        {!versions && !error && <CircularProgress size={24} aria-label={translate('builder.loading')} />}
        {versions?.length === 0 && <Alert severity="info">{translate('builder.versions.empty')}</Alert>}
        {versions && versions.length > 0 && (
          <List dense aria-label={translate('builder.versions.title')}>
            {versions.map((v) => (
              <ListItem
                key={v.version}
                secondaryAction={
                  <Button
                    size="small"
                    onClick={() => void restore(v.version)}
                    disabled={busy !== null}
                    aria-label={`${translate('builder.versions.restore')} ${translate('builder.versions.version', { version: v.version })}`}
                  >
                    {translate('builder.versions.restore')}
                  </Button>
                }
              >
                <ListItemText
                  primary={
                    <>
                      {translate('builder.versions.version', { version: v.version })}{' '}
                      {v.version === publishedVersion && <Chip size="small" color="success" label={translate('builder.versions.current')} />}
                    </>
                  }
                  secondary={`${translate('builder.versions.published_at', { date: formatDate.dateTime(v.publishedAt) })}${v.publishedBy ? ` ${translate('builder.versions.by', { name: v.publishedBy })}` : ''}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
