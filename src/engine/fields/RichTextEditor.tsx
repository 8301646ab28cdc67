import { useEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import { isRequired } from 'react-admin';
import { DefaultEditorOptions, RichTextInput, type RichTextInputProps } from 'ra-input-rich-text';
import { RichTextToolbar } from './RichTextToolbar';

type RichTextEditorProps = RichTextInputProps & { label: string };

/**
 * Loaded on demand by EditorInput: tiptap is too big for the first page.
 *
 * The editing surface (tiptap's contenteditable) is a multi-line textbox named
 * after the field's label. RichTextInput cannot label it itself: it points
 * aria-labelledby at the span wrapping label, toolbar and text alike, and puts
 * that attribute on a wrapper with no role, which ARIA prohibits (axe: serious).
 */
export default function RichTextEditor({ label, ...props }: RichTextEditorProps) {
  const required = isRequired(props.validate);
  const editable = !props.disabled && !props.readOnly;
  // RichTextInput rebuilds the editor whenever these options change identity.
  const editorOptions = useMemo<RichTextInputProps['editorOptions']>(
    () => ({
      ...DefaultEditorOptions,
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          ...(required ? { 'aria-required': 'true' } : {}),
          ...(editable ? {} : { 'aria-readonly': 'true' }),
        },
      },
    }),
    [label, required, editable],
  );

  // RichTextInput offers no way to leave the attribute off its EditorContent
  // wrapper, so it is taken off the rendered element; the textbox above carries the name.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    root.current?.querySelector('.RaRichTextInput-editorContent[aria-labelledby]')?.removeAttribute('aria-labelledby');
  });

  return (
    <Box ref={root} sx={{ width: props.fullWidth ? '100%' : undefined }}>
      <RichTextInput {...props} label={label} editorOptions={editorOptions} toolbar={<RichTextToolbar />} />
    </Box>
  );
}
