import { lazy, Suspense } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslate } from 'react-admin';
import type { FieldInputProps } from './types';
import { useInputProps } from './useInputProps';

// Lazy so the rich-text editor (tiptap) stays out of the first page's bundle (issue 3 budget).
const RichTextEditor = lazy(() => import('./RichTextEditor'));

export function EditorInput(props: FieldInputProps) {
  const { placeholder: _placeholder, ...common } = useInputProps(props);
  const translate = useTranslate();
  return (
    <Suspense fallback={<LinearProgress aria-label={translate('engine.form.editor_loading')} sx={{ my: 2 }} />}>
      <RichTextEditor {...common} fullWidth />
    </Suspense>
  );
}
