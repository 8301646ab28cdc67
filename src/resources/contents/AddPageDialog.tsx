import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { preventEnterSubmit } from '../../engine/form/preventEnterSubmit';
import { useNavigate } from 'react-router-dom';
import { CONTENT_PATH_PATTERN, RESERVED_CONTENT_PATHS, type ContentType } from '../../../common/content';
import { slugify } from '../../../common/slug';
import { contentApi, errorMessage } from '../../builder/contentApi';
import type { ApiDataProvider } from '../../dataProvider';
import { CONTENT_LIST_KEY } from './useContentList';

const PATH = new RegExp(CONTENT_PATH_PATTERN);
const RESERVED = new Set<string>(RESERVED_CONTENT_PATHS);

/** A page staff add: its name, its address (made from the name unless typed) and whether it is built with blocks. */
export function AddPageDialog({ existing, onClose }: { existing: string[]; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [title, setTitle] = useState('');
  const [typedPath, setTypedPath] = useState<string | null>(null);
  const [type, setType] = useState<ContentType>('builder');
  const [busy, setBusy] = useState(false);
  const path = typedPath ?? slugify(title);
  const taken = existing.includes(path) || RESERVED.has(path);
  const pathError = path !== '' && (!PATH.test(path) || taken);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !path || pathError) return;
    setBusy(true);
    try {
      await contentApi.create(dataProvider.call, { path, title: title.trim(), type });
      await queryClient.invalidateQueries({ queryKey: CONTENT_LIST_KEY });
      notify('contents.updated', { type: 'success' });
      onClose();
      if (type === 'builder') navigate(`/contents/${path}/builder`);
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} onKeyDown={preventEnterSubmit} noValidate>
        <DialogTitle id={titleId}>{translate('contents.add_page_title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={translate('contents.page_name')} value={title} onChange={(e) => setTitle(e.target.value)} required autoFocus />
            <TextField
              label={translate('contents.page_path')}
              value={path}
              onChange={(e) => setTypedPath(slugify(e.target.value))}
              required
              error={pathError}
              helperText={pathError ? translate(taken ? 'contents.page_exists' : 'contents.page_path_rule') : `/${path}`}
            />
            <FormControl>
              <FormLabel id={`${titleId}-kind`}>{translate('contents.page_kind')}</FormLabel>
              <RadioGroup aria-labelledby={`${titleId}-kind`} value={type} onChange={(e) => setType(e.target.value as ContentType)}>
                <FormControlLabel value="builder" control={<Radio />} label={translate('contents.kind.builder')} />
                <FormControlLabel value="content" control={<Radio />} label={translate('contents.kind.text')} />
              </RadioGroup>
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !title.trim() || !path || pathError}>
            {translate('ra.action.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
