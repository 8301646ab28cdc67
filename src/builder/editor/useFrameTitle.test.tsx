import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFrameTitle } from './useFrameTitle';

function Frames({ title, frames }: { title: string; frames: number }) {
  const ref = useFrameTitle(title);
  return (
    <div ref={ref}>
      <div>
        {Array.from({ length: frames }, (_, i) => (
          <iframe key={i} id={`preview-frame-${i}`} />
        ))}
      </div>
    </div>
  );
}

// Issue 39: the page builder's preview frame had no title (axe frame-title).
describe('the builder’s preview frame', () => {
  it('is titled, also when it is drawn again, and in the chosen language', async () => {
    const { container, rerender } = render(<Frames title="Preview of Home" frames={1} />);
    await waitFor(() => expect(container.querySelector('iframe')).toHaveAttribute('title', 'Preview of Home'));
    rerender(<Frames title="Preview of Home" frames={2} />);
    await waitFor(() => expect([...container.querySelectorAll('iframe')].map((f) => f.title)).toEqual(['Preview of Home', 'Preview of Home']));
    rerender(<Frames title="হোম-এর প্রিভিউ" frames={2} />);
    await waitFor(() => expect([...container.querySelectorAll('iframe')].map((f) => f.title)).toEqual(['হোম-এর প্রিভিউ', 'হোম-এর প্রিভিউ']));
  });
});

// Puck's loader is a span named "loading" with no role (axe aria-prohibited-attr on the builder).
describe('Puck’s spinners', () => {
  it('take the progressbar role their name is for, also when drawn later', async () => {
    function Spinners({ count }: { count: number }) {
      const ref = useFrameTitle('Preview of Home');
      return (
        <div ref={ref}>
          {Array.from({ length: count }, (_, i) => (
            <span key={i} className="_Loader_1w5zn_13" aria-label="loading" />
          ))}
          <span aria-label="not Puck's" />
        </div>
      );
    }
    const { container, rerender } = render(<Spinners count={1} />);
    await waitFor(() => expect(container.querySelector('._Loader_1w5zn_13')).toHaveAttribute('role', 'progressbar'));
    rerender(<Spinners count={2} />);
    await waitFor(() =>
      expect([...container.querySelectorAll('._Loader_1w5zn_13')].map((s) => s.getAttribute('role'))).toEqual(['progressbar', 'progressbar']),
    );
    expect(container.querySelector('span:not([class])')).not.toHaveAttribute('role');
  });
});

// The canvas loader stays in the page once the canvas is ready (the e2e walk waited on it for ever).
describe('Puck’s canvas loader', () => {
  it('is hidden from screen readers once the canvas is ready, and heard again while it loads', async () => {
    function Canvas({ ready }: { ready: boolean }) {
      const ref = useFrameTitle('Preview of Home');
      return (
        <div ref={ref}>
          <div className={ready ? '_PuckCanvas_zw9iy_1 _PuckCanvas--ready_zw9iy_68' : '_PuckCanvas_zw9iy_1'}>
            <span className="_Loader_1w5zn_13" aria-label="loading" />
          </div>
        </div>
      );
    }
    const { container, rerender } = render(<Canvas ready={false} />);
    const spinner = () => container.querySelector('._Loader_1w5zn_13');
    await waitFor(() => expect(spinner()).toHaveAttribute('role', 'progressbar'));
    expect(spinner()).not.toHaveAttribute('aria-hidden');
    rerender(<Canvas ready />);
    await waitFor(() => expect(spinner()).toHaveAttribute('aria-hidden', 'true'));
    rerender(<Canvas ready={false} />);
    await waitFor(() => expect(spinner()).not.toHaveAttribute('aria-hidden'));
  });
});
