import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ButtonBlock } from './mediaBlocks';
import type { ButtonProps } from './types';

const props: ButtonProps = {
  label: 'Shop now',
  link: { type: 'external', href: '/products/silk-saree' },
  alignment: 'center',
  fontFamily: '',
  fontWeight: 600,
  variant: 'solid',
  size: 'md',
  color: '#ffffff',
  background: '#00695c',
  hoverColor: '#ffffff',
  hoverBackground: '#004d40',
};

// The screens walk's axe pass found a link inside Puck's draggable block (a control inside a control).
describe('a block’s button', () => {
  it('is a link on the page', () => {
    render(<ButtonBlock {...props} />);
    expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/products/silk-saree');
  });

  it('is no link in the builder, where the block is the control, and still says where it leads', () => {
    render(<ButtonBlock {...props} puck={{ isEditing: true }} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Shop now')).toHaveAttribute('data-href', '/products/silk-saree');
  });
});
