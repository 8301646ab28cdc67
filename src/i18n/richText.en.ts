/**
 * English of the rich-text editor's toolbar (ra-input-rich-text asks for
 * `ra.tiptap.*` and ships no messages of its own) and of its colour swatches
 * (src/engine/fields/RichTextColorButtons.tsx).
 */
const richTextEn = {
  ra: {
    tiptap: {
      align_left: 'Align left',
      align_right: 'Align right',
      align_center: 'Center',
      align_justify: 'Justify',
      blockquote: 'Blockquote',
      bold: 'Bold',
      italic: 'Italic',
      underline: 'Underline',
      strike: 'Strikethrough',
      code: 'Code',
      clear_format: 'Clear format',
      color: 'Color',
      highlight: 'Highlight',
      image: 'Image',
      image_dialog: 'Image URL',
      link: 'Add a link',
      list_bulleted: 'Bulleted list',
      list_numbered: 'Numbered list',
      paragraph: 'Normal',
      heading1: 'Heading 1',
      heading2: 'Heading 2',
      heading3: 'Heading 3',
      heading4: 'Heading 4',
      heading5: 'Heading 5',
      heading6: 'Heading 6',
      select_level: 'Select the level',
      current_level: 'Current level',
    },
  },
  engine: {
    rich_text: {
      colors: 'Text colours',
      highlights: 'Highlight colours',
      swatch: '%{color} %{shade}',
      color: { grey: 'Grey', red: 'Red', orange: 'Orange', yellow: 'Yellow', green: 'Green', blue: 'Blue', purple: 'Purple' },
    },
  },
};

export default richTextEn;
