import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmModal } from '../../web/src/shared/ConfirmModal.tsx';
import { DismissibleBanner } from '../../web/src/shared/DismissibleBanner.tsx';
import { EmptyMessage } from '../../web/src/shared/EmptyMessage.tsx';
import { FieldWrapper } from '../../web/src/shared/FieldWrapper.tsx';
import { LettersAvatar } from '../../web/src/shared/LettersAvatar.tsx';
import { messages } from '../../web/src/shared/messages.ts';
import { ModuleImage } from '../../web/src/shared/ModuleImage.tsx';
import { SearchBox } from '../../web/src/shared/SearchBox.tsx';
import { StatusTag, tagStatusOf } from '../../web/src/shared/StatusTag.tsx';
import { notify, Toaster } from '../../web/src/shared/toaster.tsx';
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
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('answer: confirmed')).toBeInTheDocument();
  });

  it('cancels with Cancel', async () => {
    const { user } = renderUi(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('answer: cancelled')).toBeInTheDocument();
  });

  // the backdrop sits under the positioner, which fills the screen around the dialog
  const outside = () => document.querySelector('[data-scope="dialog"][data-part="positioner"]')!;
  /**
   * Clicks outside the dialog until its dismissable layer has handled a click (it starts listening a
   * moment after the dialog opens, and handles each click on the next frame); inside act, so React has
   * committed whatever the click caused when this returns.
   */
  const clickOutside = async () => {
    const dialog = await screen.findByRole('alertdialog');
    let handled = false;
    dialog.addEventListener('pointerdown.outside', () => (handled = true), { once: true });
    await act(async () => {
      while (!handled) {
        fireEvent.pointerDown(outside(), { pointerType: 'mouse', button: 0 });
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
  };

  it('closes on a click outside by default, and stays open when told not to', async () => {
    const { unmount } = renderUi(<Harness />);
    await clickOutside();
    await waitFor(() => expect(screen.getByText('answer: cancelled')).toBeInTheDocument());
    unmount();

    renderUi(<Harness closeOnBackdrop={false} />);
    await clickOutside();
    expect(screen.getByText('answer: none')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});

describe('DismissibleBanner', () => {
  const banner = (storageKey?: string, action?: () => void) => [{
    path: '/',
    element: (
      <>
        <p>The page</p>
        <DismissibleBanner
          title="Add your first integration"
          message="Integrations are how your configurator talks to the world"
          link={{ label: 'Show me how', to: '/integrations' }}
          action={action ? { label: 'Start', onClick: action } : undefined}
          storageKey={storageKey}
        />
      </>
    ),
  }];

  it('shows title, message, link and action until dismissed', async () => {
    const action = vi.fn();
    const { user } = renderRoutes(banner(undefined, action), '/');
    expect(await screen.findByText('Add your first integration')).toBeInTheDocument();
    expect(screen.getByText('Integrations are how your configurator talks to the world')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show me how' })).toHaveAttribute('href', '/integrations');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(action).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Dismiss: Add your first integration' }));
    await waitFor(() => expect(screen.queryByText('Add your first integration')).not.toBeInTheDocument());
  });

  it('stays dismissed on the next visit when it has a storage key', async () => {
    const first = renderRoutes(banner('integrations'), '/');
    await first.user.click(await screen.findByRole('button', { name: /^Dismiss/ }));
    first.unmount();
    renderRoutes(banner('integrations'), '/');
    await screen.findByText('The page');
    expect(screen.queryByText('Add your first integration')).not.toBeInTheDocument();
  });
});

describe('SearchBox', () => {
  it('reports the query trimmed and lower-cased, and clears it with its button', async () => {
    const onSearch = vi.fn();
    const { user } = renderUi(<SearchBox label="Search products" onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), '  Oak ');
    expect(onSearch).toHaveBeenLastCalledWith('oak');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });
});

describe('LettersAvatar', () => {
  it('shows the §9 initials at 40 px in black and white by default', () => {
    renderUi(<LettersAvatar name="Ada Admin" />);
    const avatar = screen.getByRole('img', { name: 'Ada Admin' });
    expect(avatar).toHaveTextContent('AA');
    const style = getComputedStyle(avatar);
    expect(style.width).toBe('40px');
    expect(style.backgroundColor).toMatch(/#000000|rgb\(0, 0, 0\)/);
    expect(style.color).toMatch(/#ffffff|rgb\(255, 255, 255\)/);
  });

  it('takes a size and colours, and shows guests the guest avatar', () => {
    renderUi(
      <>
        <LettersAvatar name="Oak & Ash" size={32} background="#8A5A2B" />
        <LettersAvatar name="Gus Guest" guest />
      </>,
    );
    const workspace = screen.getByRole('img', { name: 'Oak & Ash' });
    expect(workspace).toHaveTextContent('OA');
    expect(getComputedStyle(workspace).width).toBe('32px');
    const guest = screen.getByRole('img', { name: 'Gus Guest (guest)' });
    expect(guest).not.toHaveTextContent('GG');
    expect(guest.querySelector('svg')).not.toBeNull();
  });
});

describe('ModuleImage', () => {
  it('tries the source image, then the render, then a placeholder, at 86 px by default', async () => {
    renderUi(<ModuleImage id="0123456789abcdef01234567" version={3} name="Shelf 800" />);
    const first = screen.getByRole('img', { name: 'Shelf 800' });
    expect(first).toHaveAttribute('src', '/api/image/modules/0123456789abcdef01234567/v/3/source/image.png');
    expect(getComputedStyle(first.parentElement!).width).toBe('86px');
    fireEvent.error(first);
    const second = await screen.findByRole('img', { name: 'Shelf 800' });
    expect(second).toHaveAttribute('src', '/api/image/modules/0123456789abcdef01234567/v/3/source/render.png');
    fireEvent.error(second);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Shelf 800' }).tagName).toBe('SPAN'));
  });

  it('uses the id:head form without a version', () => {
    renderUi(<ModuleImage id="0123456789abcdef01234567" name="Shelf" size={40} />);
    expect(screen.getByRole('img', { name: 'Shelf' })).toHaveAttribute('src', '/api/image/modules/0123456789abcdef01234567:head/source/image.png');
  });
});

describe('StatusTag', () => {
  it('colours by the §4 statuses and shows anything else as info', () => {
    expect(tagStatusOf('danger')).toBe('danger');
    expect(tagStatusOf('subscription')).toBe('subscription');
    expect(tagStatusOf('mystery')).toBe('info');
    expect(tagStatusOf(undefined)).toBe('info');
    renderUi(
      <>
        <StatusTag status="success">Complete</StatusTag>
        <StatusTag status="nonsense">Other</StatusTag>
      </>,
    );
    expect(screen.getByText('Complete').closest('[data-status]')).toHaveAttribute('data-status', 'success');
    expect(screen.getByText('Other').closest('[data-status]')).toHaveAttribute('data-status', 'info');
  });
});

describe('FieldWrapper', () => {
  it('shows label, help link, description, extra info and error', () => {
    renderUi(
      <FieldWrapper label="Domain" help={{ text: 'Where customers find it', href: '/blog/domains' }} description="Your public address" extraInfo="Changes take a minute" error="Invalid value">
        <input aria-label="domain input" />
      </FieldWrapper>,
    );
    expect(screen.getByText('Domain')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help: Where customers find it' })).toHaveAttribute('href', '/blog/domains');
    expect(screen.getByText('Your public address')).toBeInTheDocument();
    expect(screen.getByText('Changes take a minute')).toBeInTheDocument();
    expect(screen.getByText('Invalid value')).toBeInTheDocument();
  });
});

describe('EmptyMessage', () => {
  it('shows a table message with its link and action', async () => {
    const onClick = vi.fn();
    const { user } = renderRoutes(
      [{ path: '/', element: <EmptyMessage title="Add your first product" message="Use your CAD data to create a new product." link={{ label: 'Show me how', to: '?tour=products' }} action={{ label: 'Import', onClick }} /> }],
      '/',
    );
    expect(await screen.findByRole('heading', { name: 'Add your first product' })).toBeInTheDocument();
    expect(screen.getByText('Use your CAD data to create a new product.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show me how' })).toHaveAttribute('href', '/?tour=products');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(onClick).toHaveBeenCalled();
  });
});

describe('toasts', () => {
  it('show the §8 catalogue texts with their titles', async () => {
    renderUi(<Toaster />);
    notify(messages.workspaceSwitched('Birch & Co'));
    expect(await screen.findByText('Switched to Birch & Co workspace')).toBeInTheDocument();
    expect(screen.getByText('Workspace Changed')).toBeInTheDocument();
    notify(messages.logoutFailed());
    expect(await screen.findByText("can't log out")).toBeInTheDocument();
    expect(screen.getByText('Logout Failed')).toBeInTheDocument();
  });

  it('word the product messages as §8 does', () => {
    expect(messages.productUsed('Shelf 800')).toEqual({ type: 'warning', title: 'Product is used', description: 'Shelf 800 cannot be deleted as it is used' });
    expect(messages.productDeleted('Shelf 800').description).toBe('Shelf 800 deleted successfully');
    expect(messages.addedToSelected('category').description).toBe('Added category to selected product(s) successfully');
    expect(messages.usersInvited(3)).toMatchObject({ title: 'Yay!', description: 'Invited 3 new users' });
  });
});
