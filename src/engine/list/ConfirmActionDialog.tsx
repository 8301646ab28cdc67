import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { Option } from '../../../common/resourceSpec';
import { ChoiceField } from './ChoiceField';

export interface PromptSpec {
  kind: 'string' | 'number' | 'select';
  label: string;
  options?: Option[];
  initial?: string;
}

interface ConfirmActionDialogProps {
  title: string;
  message?: string;
  /** Ask for the value in the same dialog (update-key prompts, bulk selects). */
  prompt?: PromptSpec;
  busy?: boolean;
  /** Why the server refused the prompt's value, shown under the field. */
  error?: string;
  /** The prompt's value changed (the refusal no longer applies). */
  onEdit?: () => void;
  onConfirm: (value: string | undefined) => void;
  onCancel: () => void;
}

function isValid(prompt: PromptSpec | undefined, value: string): boolean {
  if (!prompt) return true;
  if (value.trim() === '') return false;
  return prompt.kind !== 'number' || Number.isFinite(Number(value));
}

/**
 * Every row and bulk action asks first (spec §2.7). react-admin's Confirm
 * has no room for the value a prompt asks for, so this dialog holds both.
 */
export const ConfirmActionDialog = ({ title, message, prompt, busy, error, onEdit, onConfirm, onCancel }: ConfirmActionDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [value, setValue] = useState(prompt?.initial ?? '');
  const valid = isValid(prompt, value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !busy) onConfirm(prompt ? value.trim() : undefined);
  };

  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{message ?? translate('engine.list.row_menu.confirm_title')}</DialogContentText>
            {prompt?.kind === 'select' && (
              <ChoiceField
                label={prompt.label}
                value={value}
                options={prompt.options ?? []}
                placeholder={translate('engine.list.bulk.choose')}
                onChange={setValue}
              />
            )}
            {(prompt?.kind === 'string' || prompt?.kind === 'number') && (
              <TextField
                autoFocus
                size="small"
                type={prompt.kind === 'number' ? 'number' : 'text'}
                label={prompt.label}
                value={value}
                error={Boolean(error)}
                helperText={error}
                onChange={(event) => {
                  setValue(event.target.value);
                  onEdit?.();
                }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!valid} loading={busy}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
