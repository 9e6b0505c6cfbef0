import type { DialogOptions, DialogResult } from './modal-types';
import { openModal } from './modal-store';

/**
 * The dialog helper of the spec: an alert (one button) or a confirm (two), closed by the cover
 * unless disabled, by a button, or after `timeoutMs`. Resolves with how it was closed.
 */
export function showDialog(options: Omit<DialogOptions, 'onResult'>): Promise<DialogResult> {
  return new Promise((resolve) => {
    openModal({ name: 'dialog', options: { ...options, onResult: resolve } });
  });
}

export async function confirmDialog(options: Omit<DialogOptions, 'onResult'>): Promise<boolean> {
  return (await showDialog(options)) === 'confirm';
}
