import { useId, useState, type MouseEvent } from 'react';
import FontDownloadIcon from '@mui/icons-material/FontDownload';
import FormatColorTextIcon from '@mui/icons-material/FormatColorText';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Popover from '@mui/material/Popover';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { blue, green, grey, orange, purple, red, yellow } from '@mui/material/colors';
import { useTranslate } from 'react-admin';
import { useTiptapEditor } from 'ra-input-rich-text';

/** The palette of ra-input-rich-text's ColorButtons: seven hues in five shades, darkest first. */
const HUES = { grey, red, orange, yellow, green, blue, purple } as const;
const SHADES = [900, 700, 500, 300, 100] as const;
type Hue = keyof typeof HUES;

type Target = 'color' | 'highlight';

/**
 * The text colour and highlight buttons of the editor's toolbar.
 * ra-input-rich-text's own ColorButtons draws its swatches as unnamed boxes a
 * mouse can click and nothing else can reach; here each swatch is a button
 * named in the chosen language ("Red 700", "লাল ৭০০"), in a popover that
 * Escape and a click outside close.
 */
export function RichTextColorButtons({ size }: { size?: 'small' | 'medium' | 'large' }) {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const popoverId = useId();
  const [open, setOpen] = useState<{ anchor: HTMLElement; target: Target } | null>(null);
  const disabled = !editor || !editor.isEditable;

  const show = (target: Target) => (event: MouseEvent<HTMLElement>) => setOpen({ anchor: event.currentTarget, target });
  const choose = (color: string) => {
    if (editor && open) {
      // Core commands: the Color and Highlight extensions' own ones are typed only where they are imported.
      const chain = editor.chain().focus();
      (open.target === 'color' ? chain.setMark('textStyle', { color }) : chain.toggleMark('highlight', { color })).run();
    }
    setOpen(null);
  };

  const colorLabel = translate('ra.tiptap.color');
  const highlightLabel = translate('ra.tiptap.highlight');
  return (
    <>
      <ToggleButtonGroup size={size}>
        <ToggleButton value="color" aria-label={colorLabel} title={colorLabel} disabled={disabled} onClick={show('color')} aria-haspopup="dialog">
          <FormatColorTextIcon fontSize="inherit" />
        </ToggleButton>
        <ToggleButton
          value="highlight"
          aria-label={highlightLabel}
          title={highlightLabel}
          disabled={disabled}
          onClick={show('highlight')}
          aria-haspopup="dialog"
        >
          <FontDownloadIcon fontSize="inherit" />
        </ToggleButton>
      </ToggleButtonGroup>
      <Popover
        id={popoverId}
        open={open !== null}
        anchorEl={open?.anchor}
        onClose={() => setOpen(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { role: 'group', 'aria-label': translate(open?.target === 'highlight' ? 'engine.rich_text.highlights' : 'engine.rich_text.colors') },
        }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${Object.keys(HUES).length}, 24px)`, gap: 0.5, p: 1 }}>
          {SHADES.flatMap((shade) =>
            (Object.keys(HUES) as Hue[]).map((hue) => {
              const color = HUES[hue][shade];
              const name = translate('engine.rich_text.swatch', { color: translate(`engine.rich_text.color.${hue}`), shade });
              return (
                <ButtonBase
                  key={`${hue}-${shade}`}
                  aria-label={name}
                  title={name}
                  onClick={() => choose(color)}
                  sx={{
                    width: 24,
                    height: 24,
                    borderRadius: 0.5,
                    bgcolor: color,
                    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
                  }}
                />
              );
            }),
          )}
        </Box>
      </Popover>
    </>
  );
}
