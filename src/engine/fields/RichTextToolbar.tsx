import { AlignmentButtons, ClearButtons, FormatButtons, ImageButtons, LinkButtons, ListButtons, QuoteButtons, RichTextInputToolbar } from 'ra-input-rich-text';
import { HeadingLevelSelect } from './HeadingLevelSelect';
import { RichTextColorButtons } from './RichTextColorButtons';

/**
 * ra-input-rich-text's default toolbar, with a level picker whose markup
 * passes axe (see HeadingLevelSelect) and colour swatches that are named
 * buttons (see RichTextColorButtons). Its labels are `ra.tiptap.*` (src/i18n/richText.*.ts).
 */
export function RichTextToolbar() {
  return (
    <RichTextInputToolbar>
      <HeadingLevelSelect />
      <FormatButtons size="medium" />
      <RichTextColorButtons size="medium" />
      <AlignmentButtons size="medium" />
      <ListButtons size="medium" />
      <LinkButtons size="medium" />
      <ImageButtons size="medium" />
      <QuoteButtons size="medium" />
      <ClearButtons size="medium" />
    </RichTextInputToolbar>
  );
}
