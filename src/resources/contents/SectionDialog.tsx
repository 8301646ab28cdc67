import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { preventEnterSubmit } from '../../engine/form/preventEnterSubmit';
import type { ContentSection } from '../../../common/content';
import { ImageField } from '../../builder/fields/ImageField';

interface SectionDialogProps {
  /** The section being edited, or null to add one. */
  section: ContentSection | null;
  busy: boolean;
  onSave: (section: ContentSection) => void;
  onRemove?: () => void;
  onClose: () => void;
}

/** The buttons closing a content form: Cancel, and Save submitting it; both wait while it saves. */
export function CancelSave({ busy, onClose }: { busy: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <>
      <Button onClick={onClose} disabled={busy}>
        {translate('ra.action.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={busy}>
        {translate('contents.text.save')}
      </Button>
    </>
  );
}

const newId = () => (globalThis.crypto?.randomUUID ? globalThis.crypto.randomUUID() : `s${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`);

/** Add or edit one section (spec §3.6 content section; §5: title and description are required, the image is not). */
export function SectionDialog({ section, busy, onSave, onRemove, onClose }: SectionDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [title, setTitle] = useState(section?.title ?? '');
  const [description, setDescription] = useState(section?.description ?? '');
  const [image, setImage] = useState(section?.image ?? '');
  const [tried, setTried] = useState(false);
  const missingTitle = title.trim() === '';
  const missingDescription = description.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missingTitle || missingDescription) return;
    onSave({ _id: section?._id ?? newId(), title: title.trim(), description: description.trim(), image: image || null });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} onKeyDown={preventEnterSubmit} noValidate>
        <DialogTitle id={titleId}>{translate(section ? 'contents.text.edit_section' : 'contents.text.add_section')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={translate('contents.text.section_title')}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              required
              autoFocus
              error={tried && missingTitle}
              helperText={tried && missingTitle ? translate('contents.text.required') : undefined}
            />
            <TextField
              label={translate('contents.text.section_description')}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              required
              multiline
              minRows={4}
              error={tried && missingDescription}
              helperText={tried && missingDescription ? translate('contents.text.required') : undefined}
            />
            <ImageField label={translate('contents.text.section_image')} value={image} onChange={setImage} />
          </Stack>
        </DialogContent>
        <DialogActions>
          {onRemove && (
            <Button color="error" onClick={onRemove} disabled={busy} sx={{ mr: 'auto' }}>
              {translate('contents.text.remove_section')}
            </Button>
          )}
          <CancelSave busy={busy} onClose={onClose} />
        </DialogActions>
      </form>
    </Dialog>
  );
}
