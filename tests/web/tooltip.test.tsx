import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Tooltip } from '../../web/src/shared/Tooltip.tsx';
import { renderUi } from './render.tsx';

describe('Tooltip (its popup loads on first use)', () => {
  it('shows on hover, describes its trigger, and hides when the pointer leaves', async () => {
    const { user } = renderUi(<Tooltip content="Copy the address"><button type="button">Copy</button></Tooltip>);
    const button = screen.getByRole('button', { name: 'Copy' });
    expect(screen.queryByText('Copy the address')).toBeNull();
    await user.hover(button);
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Copy the address');
    await waitFor(() => expect(button).toHaveAttribute('aria-describedby', tip.id));
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('shows on keyboard focus and hides on Escape; the trigger keeps its own id and handlers', async () => {
    const clicked = vi.fn();
    const { user } = renderUi(
      <>
        <input aria-label="before" />
        <Tooltip content="Open it in a new tab"><button type="button" id="open-tab" onClick={clicked}>Open</button></Tooltip>
      </>,
    );
    await user.click(screen.getByLabelText('before'));
    await user.tab();
    const button = screen.getByRole('button', { name: 'Open' });
    expect(button).toHaveFocus();
    expect(button.id).toBe('open-tab');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Open it in a new tab');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await user.click(button);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();
  });

  it('shows nothing while disabled', async () => {
    const { user } = renderUi(
      <>
        <Tooltip content="Products" disabled><button type="button">Menu</button></Tooltip>
        <Tooltip content="Settings"><button type="button">Gear</button></Tooltip>
      </>,
    );
    await user.hover(screen.getByRole('button', { name: 'Menu' }));
    // the enabled one opens after the same delay: by then the disabled one would have too
    await user.hover(screen.getByRole('button', { name: 'Gear' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Settings');
    expect(screen.queryByText('Products')).toBeNull();
  });
});
