import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import type { SliderRange } from '../../../common/pageStyle';
import { FieldGroup } from './FieldGroup';

interface SliderFieldProps {
  label: string;
  range: SliderRange;
  value: number | undefined;
  onChange: (value: number) => void;
  readOnly?: boolean;
  /** How the value reads next to the slider (`1.5`, `40%`, `0.02em`). */
  format?: (value: number) => string;
  /** Quick choices under the slider: what the button says and the value it sets. */
  presets?: readonly { label: string; value: number }[];
  presetsLabel?: string;
}

/** Round to the slider's step so 0.1 + 0.05 stays 0.15 and not 0.15000000000000002. */
const snap = (value: number, { min, step }: SliderRange) => {
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Number((Math.round((value - min) / step) * step + min).toFixed(decimals));
};

/**
 * The slider field types (line-height, letterspacing, opacity, spacing) of
 * spec §3.6 with the ranges of §5; presets for letter spacing.
 */
export function SliderField({ label, range, value, onChange, readOnly, format = String, presets, presetsLabel }: SliderFieldProps) {
  const current = value ?? range.min;
  return (
    <FieldGroup label={label}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 1 }}>
        <Slider
          value={current}
          min={range.min}
          max={range.max}
          step={range.step}
          disabled={readOnly}
          onChange={(_event, next) => onChange(snap(next as number, range))}
          slotProps={{ input: { 'aria-label': label, 'aria-valuetext': format(current) } }}
          size="small"
        />
        <Typography variant="body2" sx={{ minWidth: 56, textAlign: 'right' }} aria-hidden>
          {format(current)}
        </Typography>
      </Box>
      {presets && (
        <ButtonGroup size="small" variant="outlined" aria-label={presetsLabel} sx={{ flexWrap: 'wrap' }}>
          {presets.map((preset) => (
            <Button
              key={preset.label}
              disabled={readOnly}
              variant={preset.value === current ? 'contained' : 'outlined'}
              aria-pressed={preset.value === current}
              onClick={() => onChange(preset.value)}
            >
              {preset.label}
            </Button>
          ))}
        </ButtonGroup>
      )}
    </FieldGroup>
  );
}
