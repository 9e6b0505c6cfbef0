import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useState } from 'react';
import { Modal } from './modal';
import { ModalHost } from './modal-host';
import { getModalStack } from './modal-store';
import { showDialog } from './show-dialog';

// The host with only the shared dialog; app/ owns the full registry.
const registry = { dialog: lazy(() => import('./dialog-modal')) };

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal('scrollY', 640);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <Modal name="test" title="Title" open={open} onClose={() => setOpen(false)}>
        <p>body</p>
      </Modal>
    </>
  );
}

function FormHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <Modal name="form" title="Log in" open={open} onClose={() => setOpen(false)} focusFirstField>
        <button type="button">Username tab</button>
        <label>
          Username <input />
        </label>
      </Modal>
    </>
  );
}

describe('generic modal wrapper', () => {
  it('gives focus to the main content when the element that opened it is gone (logged in)', async () => {
    function Gone() {
      const [open, setOpen] = useState(false);
      const [member, setMember] = useState(false);
      const loggedIn = () => {
        setMember(true);
        setOpen(false);
      };
      return (
        <>
          <main id="main" tabIndex={-1}>
            {member ? <p>Welcome</p> : <button onClick={() => setOpen(true)}>Log in</button>}
          </main>
          <Modal name="login" title="Log in" open={open} onClose={loggedIn}>
            <p>form</p>
          </Modal>
        </>
      );
    }
    render(<Gone />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('a form modal opens with focus on its first field, not the close button, and gives it back on close', async () => {
    render(<FormHarness />);
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('pins the page at its scroll position while open and restores it on close', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('dialog', { name: 'Title' })).toBeInTheDocument();
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-640px');

    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.style.position).toBe('');
    expect(document.body.style.top).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });

  it('closes on Escape and returns focus to the opener', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on a click outside', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await userEvent.click(document.querySelector('[data-modal-cover="test"]')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('dialog helper', () => {
  it('resolves "confirm" when the button is pressed', async () => {
    render(<ModalHost registry={registry} />);
    let result: Promise<string>;
    act(() => {
      result = showDialog({ message: 'Sure?', cancelText: 'No' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await expect(result!).resolves.toBe('confirm');
    await waitFor(() => expect(getModalStack()).toHaveLength(0));
  });

  it('closes by itself after the timeout', async () => {
    render(<ModalHost registry={registry} />);
    let result: Promise<string>;
    act(() => {
      // Long enough for the lazily loaded dialog to appear on a busy machine before it closes itself.
      result = showDialog({ message: 'Saved', timeoutMs: 2000 });
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await expect(result!).resolves.toBe('timeout');
  });

  it('ignores a cover click when closeOnCover is false', async () => {
    render(<ModalHost registry={registry} />);
    act(() => {
      void showDialog({ message: 'Stay', closeOnCover: false });
    });
    expect(await screen.findByText('Stay')).toBeInTheDocument();
    await userEvent.click(document.querySelector('[data-modal-cover="dialog"]')!);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByText('Stay')).toBeInTheDocument();
  });
});
