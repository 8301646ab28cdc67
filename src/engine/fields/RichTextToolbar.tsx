import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  FormatButtons,
  ImageButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { HeadingLevelSelect } from './HeadingLevelSelect';

/** ra-input-rich-text's default toolbar, with a level picker whose markup passes axe (see HeadingLevelSelect). */
export function RichTextToolbar() {
  return (
    <RichTextInputToolbar>
      <HeadingLevelSelect />
      <FormatButtons size="medium" />
      <ColorButtons size="medium" />
      <AlignmentButtons size="medium" />
      <ListButtons size="medium" />
      <LinkButtons size="medium" />
      <ImageButtons size="medium" />
      <QuoteButtons size="medium" />
      <ClearButtons size="medium" />
    </RichTextInputToolbar>
  );
}
