import { useEffect, useId, useReducer, useState, type MouseEvent } from 'react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from 'react-admin';
import { useTiptapEditor } from 'ra-input-rich-text';

type Editor = NonNullable<ReturnType<typeof useTiptapEditor>>;
type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** The choices of ra-input-rich-text's LevelSelect, with its translation keys (src/i18n/richText.*.ts). */
const LEVELS: { key: string; level?: HeadingLevel }[] = [
  { key: 'ra.tiptap.paragraph' },
  ...([1, 2, 3, 4, 5, 6] as const).map((level) => ({ key: `ra.tiptap.heading${level}`, level })),
];

const isCurrent = (editor: Editor | null, level?: HeadingLevel) =>
  editor != null && (level === undefined ? editor.isActive('paragraph') : editor.isActive('heading', { level }));

/**
 * The paragraph / heading picker of the editor's toolbar. ra-input-rich-text's
 * own LevelSelect renders an `<li>` inside a `<nav>` (no list around it),
 * which axe reports as a serious violation; this is the same picker as a menu
 * button.
 */
export function HeadingLevelSelect() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The current level follows the cursor: re-render on every editor transaction.
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!editor) return;
    editor.on('transaction', refresh);
    return () => {
      editor.off('transaction', refresh);
    };
  }, [editor]);

  const current = LEVELS.find((option) => isCurrent(editor, option.level)) ?? LEVELS[0];
  const choose = (level?: HeadingLevel) => {
    setAnchor(null);
    if (!editor) return;
    // setNode is tiptap core's: the Paragraph and Heading extensions' own commands are typed only where they are imported.
    if (level === undefined) editor.chain().focus().setNode('paragraph').run();
    else editor.chain().focus().setNode('heading', { level }).run();
  };

  return (
    <>
      <Button
        color="inherit"
        size="small"
        endIcon={<ArrowDropDownIcon />}
        disabled={!editor?.isEditable}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        title={translate('ra.tiptap.select_level')}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {translate(current.key)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor != null} onClose={() => setAnchor(null)}>
        {LEVELS.map((option) => (
          <MenuItem key={option.key} selected={option === current} onClick={() => choose(option.level)}>
            {translate(option.key)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
