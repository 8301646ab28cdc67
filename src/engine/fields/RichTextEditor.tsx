import { RichTextInput, type RichTextInputProps } from 'ra-input-rich-text';

/** Loaded on demand by EditorInput: tiptap is too big for the first page. */
export default function RichTextEditor(props: RichTextInputProps) {
  return <RichTextInput {...props} />;
}
