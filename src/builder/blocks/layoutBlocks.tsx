import type { SlotComponent } from '@puckeditor/core';
import { boxCss } from '../styles/css';
import type { ColumnsProps, DividerProps, FlexProps, SpacerProps } from './types';

export const COLUMN_SLOTS = ['column1', 'column2', 'column3', 'column4'] as const;
type ColumnSlots = Record<(typeof COLUMN_SLOTS)[number], SlotComponent>;

/** Two to four columns side by side, each a drop zone; on a narrow screen they wrap. */
export function Columns(props: ColumnsProps & ColumnSlots) {
  const slots = COLUMN_SLOTS.slice(0, props.count);
  return (
    <div style={{ ...boxCss(props), display: 'flex', flexWrap: 'wrap', gap: props.gap, alignItems: props.align }}>
      {slots.map((name) => {
        const Slot = props[name];
        return <Slot key={name} style={{ flex: '1 1 240px', minWidth: 0, minHeight: 40 }} />;
      })}
    </div>
  );
}

/** A row or column of blocks placed by flex-justify and flex-align. */
export function Flex(props: FlexProps & { items: SlotComponent }) {
  const Items = props.items;
  return (
    <div style={boxCss(props)}>
      <Items
        style={{
          display: 'flex',
          flexDirection: props.direction,
          flexWrap: props.wrap ? 'wrap' : 'nowrap',
          justifyContent: props.justify,
          alignItems: props.align,
          gap: props.gap,
          minHeight: 40,
        }}
      />
    </div>
  );
}

export function Spacer({ height }: SpacerProps) {
  return <div aria-hidden style={{ height }} />;
}

export function Divider(props: DividerProps) {
  return (
    <hr
      style={{
        border: 0,
        borderTop: `${props.thickness}px ${props.style} ${props.color}`,
        width: `${props.width}%`,
        margin: `${props.marginY}px auto`,
      }}
    />
  );
}
