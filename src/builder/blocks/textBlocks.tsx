import type { ReactNode } from 'react';
import { boxCss, textCss } from '../styles/css';
import { FontLink } from './FontLink';
import type { FaqListProps, HeadingProps, RichTextProps } from './types';

export function Heading(props: HeadingProps) {
  const Tag = props.level;
  return (
    <div style={boxCss(props)}>
      <FontLink family={props.fontFamily} />
      <Tag style={{ margin: 0, ...textCss(props) }}>{props.text}</Tag>
    </div>
  );
}

/** Rich text: Puck hands the stored HTML to render as a node (its richtext field). */
export function RichText(props: Omit<RichTextProps, 'content'> & { content: ReactNode }) {
  return (
    <div style={{ ...boxCss(props), ...textCss(props) }}>
      <FontLink family={props.fontFamily} />
      {props.content}
    </div>
  );
}

/** Questions and answers, each answer folded under its question (a native details element). */
export function FaqList(props: FaqListProps) {
  return (
    <section style={{ ...boxCss(props), ...textCss(props) }}>
      <FontLink family={props.fontFamily} />
      {props.title && <h2 style={{ marginTop: 0, fontSize: '1.5em' }}>{props.title}</h2>}
      {props.items.map((item, index) => (
        <details key={index} style={{ borderBottom: '1px solid rgba(0,0,0,0.12)', padding: '12px 0' }}>
          <summary style={{ cursor: 'pointer', fontWeight: 600 }}>{item.question}</summary>
          <p style={{ margin: '8px 0 0', whiteSpace: 'pre-line' }}>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
