import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmModal } from '../../web/src/shared/ConfirmModal.tsx';
import { DismissibleBanner } from '../../web/src/shared/DismissibleBanner.tsx';
import { renderRoutes, renderUi } from './render.tsx';

describe('ConfirmModal', () => {
  function Harness({ closeOnBackdrop }: { closeOnBackdrop?: boolean }) {
    const [open, setOpen] = useState(true);
    const [answer, setAnswer] = useState('none');
    return (
      <>
        <p>answer: {answer}</p>
        <ConfirmModal
          open={open}
          title="Delete product"
          closeOnBackdrop={closeOnBackdrop}
          onConfirm={() => { setAnswer('confirmed'); setOpen(false); }}
          onCancel={() => { setAnswer('cancelled'); setOpen(false); }}
        >
          Are you sure you want to delete this product?
        </ConfirmModal>
      </>
    );
  }

  it('offers Cancel and Confirm by default and reports the choice', async () => {
    const { user } = renderUi(<Harness />);
    expect(await screen.findByRole('alertdialog', { name: 'Delete product' })).toBeInTheDocument();
    expect(screen.getByText('Are you sure you want to delete this product?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('answer: confirmed')).toBeInTheDocument();
  });
});

describe('DismissibleBanner', () => {
  it('shows title, message, link and action until dismissed', async () => {
    const action = vi.fn();
    const { user } = renderRoutes(
      [{ path: '/', element: <DismissibleBanner title="Add your first integration" message="Integrations are how your configurator talks to the world" link={{ label: 'Show me how', to: '/integrations' }} action={{ label: 'Start', onClick: action }} /> }],
      '/',
    );
    expect(await screen.findByText('Add your first integration')).toBeInTheDocument();
    expect(screen.getByText('Integrations are how your configurator talks to the world')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show me how' })).toHaveAttribute('href', '/integrations');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(action).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Dismiss: Add your first integration' }));
    await waitFor(() => expect(screen.queryByText('Add your first integration')).not.toBeInTheDocument());
  });
});
