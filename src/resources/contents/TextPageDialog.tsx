import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import PublicIcon from '@mui/icons-material/Public';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ContentSection, TextPageData } from '../../../common/content';
import type { ContentDraft } from '../../../common/wire/content';
import { contentApi, errorMessage, isConflict } from '../../builder/contentApi';
import type { ApiDataProvider } from '../../dataProvider';
import { preventEnterSubmit } from '../../engine/form/preventEnterSubmit';
import { EditableArea } from './EditableArea';
import { CancelSave, SectionDialog } from './SectionDialog';
import { CONTENT_LIST_KEY } from './useContentList';

const asTextPage = (value: unknown, fallbackTitle: string): TextPageData => {
  const data = value as Partial<TextPageData> | null | undefined;
  return { title: typeof data?.title === 'string' ? data.title : fallbackTitle, sections: Array.isArray(data?.sections) ? data.sections : [] };
};

type Editing = { kind: 'heading' } | { kind: 'section'; section: ContentSection | null };

/**
 * The content-edit modal of a text page (spec §2.6): the page as it reads,
 * its heading under 'Click to Edit' and each section under 'Edit Section'.
 * Every change saves the draft at once ('Content Updated'); Publish makes
 * the draft what storefronts read.
 */
export function TextPageDialog({ path, name, onClose }: { path: string; name: string; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [draft, setDraft] = useState<ContentDraft<TextPageData> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const answer = await contentApi.get<unknown>(dataProvider.call, path);
      setDraft({ ...answer, data: asTextPage(answer.data, answer.title) });
    } catch (e) {
      setError(errorMessage(e));
    }
  }, [dataProvider, path]);

  useEffect(() => {
    void load();
  }, [load]);

  const save = async (data: TextPageData) => {
    if (!draft) return;
    setBusy(true);
    try {
      const answer = await contentApi.save<TextPageData>(dataProvider.call, path, 'content', { version: draft.version, data });
      setDraft({ ...answer, data: asTextPage(answer.data, answer.title) });
      setEditing(null);
      notify('contents.updated', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: CONTENT_LIST_KEY });
    } catch (e) {
      if (isConflict(e)) {
        // Someone saved in between: show theirs, keep this dialog's text for another try.
        notify('builder.save.stale', { type: 'error' });
        void load();
      } else {
        notify('builder.save.error', { type: 'error', messageArgs: { message: errorMessage(e) } });
      }
    } finally {
      setBusy(false);
    }
  };

  const publish = async () => {
    setBusy(true);
    try {
      await contentApi.publish(dataProvider.call, path);
      notify('builder.save.published', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: CONTENT_LIST_KEY });
    } catch (e) {
      notify('builder.save.error', { type: 'error', messageArgs: { message: errorMessage(e) } });
    } finally {
      setBusy(false);
    }
  };

  const page = draft?.data;
  const saveSection = (section: ContentSection) => {
    if (!page) return;
    const exists = page.sections.some((s) => s._id === section._id);
    void save({ ...page, sections: exists ? page.sections.map((s) => (s._id === section._id ? section : s)) : [...page.sections, section] });
  };
  const removeSection = (id: string) => page && void save({ ...page, sections: page.sections.filter((s) => s._id !== id) });

  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
        <DialogTitle id={titleId}>{translate('contents.text.title', { page: name })}</DialogTitle>
        <DialogContent dividers>
          {error && <Alert severity="error">{error}</Alert>}
          {!page && !error && <CircularProgress aria-label={translate('builder.loading')} />}
          {page && (
            <Stack spacing={1}>
              <EditableArea
                hint={translate('contents.text.click_to_edit')}
                name={translate('contents.text.page_heading')}
                onEdit={() => setEditing({ kind: 'heading' })}
              >
                <Typography variant="h4" component="h2">
                  {page.title || name}
                </Typography>
              </EditableArea>
              {page.sections.length === 0 && <Alert severity="info">{translate('contents.text.empty')}</Alert>}
              {page.sections.map((section) => (
                <EditableArea
                  key={section._id}
                  hint={translate('contents.text.edit_section')}
                  name={section.title}
                  onEdit={() => setEditing({ kind: 'section', section })}
                >
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    {section.image && (
                      <Box
                        component="img"
                        src={section.image}
                        alt=""
                        sx={{ width: { xs: '100%', sm: 160 }, height: 120, objectFit: 'cover', borderRadius: 1 }}
                      />
                    )}
                    <Box>
                      <Typography variant="h6" component="h3">
                        {section.title}
                      </Typography>
                      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                        {section.description}
                      </Typography>
                    </Box>
                  </Stack>
                </EditableArea>
              ))}
              <Box>
                <Button startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'section', section: null })} disabled={busy}>
                  {translate('contents.text.add_section')}
                </Button>
              </Box>
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('contents.text.close')}</Button>
          <Button variant="contained" startIcon={<PublicIcon />} onClick={() => void publish()} disabled={!page || busy}>
            {translate('builder.save.publish')}
          </Button>
        </DialogActions>
      </Dialog>
      {page && editing?.kind === 'heading' && (
        <HeadingDialog value={page.title} busy={busy} onClose={() => setEditing(null)} onSave={(title) => void save({ ...page, title })} />
      )}
      {page && editing?.kind === 'section' && (
        <SectionDialog
          section={editing.section}
          busy={busy}
          onClose={() => setEditing(null)}
          onSave={saveSection}
          onRemove={editing.section ? () => removeSection(editing.section!._id) : undefined}
        />
      )}
    </>
  );
}

/** 'Click to Edit' on the page's heading. */
function HeadingDialog({ value, busy, onSave, onClose }: { value: string; busy: boolean; onSave: (title: string) => void; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const [title, setTitle] = useState(value);
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (title.trim()) onSave(title.trim());
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} onKeyDown={preventEnterSubmit} noValidate>
        <DialogTitle id={titleId}>{translate('contents.text.click_to_edit')}</DialogTitle>
        <DialogContent>
          <TextField
            label={translate('contents.text.page_heading')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
            autoFocus
            fullWidth
            sx={{ mt: 1 }}
            error={tried && !title.trim()}
            helperText={tried && !title.trim() ? translate('contents.text.required') : undefined}
          />
        </DialogContent>
        <DialogActions>
          <CancelSave busy={busy} onClose={onClose} />
        </DialogActions>
      </form>
    </Dialog>
  );
}
