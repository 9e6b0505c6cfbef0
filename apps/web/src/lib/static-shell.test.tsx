import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BrandLoader } from '@/components/ui/brand-loader';
import { announcedHero, staticShellShown, useStaticShellGone } from './static-shell';

function addShell() {
  const shell = document.createElement('div');
  shell.id = 'shell';
  shell.textContent = 'static frame';
  document.body.prepend(shell);
}

function Frame() {
  useStaticShellGone();
  return <p>app frame</p>;
}

afterEach(() => {
  document.getElementById('shell')?.remove();
  document.head.querySelectorAll('link[data-hero]').forEach((link) => link.remove());
});

describe('the static shell of index.html', () => {
  it('hides the boot loader while it is up, and goes when the app frame mounts', () => {
    addShell();
    const { rerender } = render(<BrandLoader label="Carregando" />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando');
    expect(document.querySelector('.animate-pulse-mark')).toBeNull();
    rerender(<Frame />);
    expect(screen.getByText('app frame')).toBeInTheDocument();
    expect(staticShellShown()).toBe(false);
    rerender(<BrandLoader label="Carregando" />);
    expect(document.querySelector('.animate-pulse-mark')).not.toBeNull();
  });

  it('reads the first hot banner the server announced, phone cut and desktop cut', () => {
    expect(announcedHero()).toBeNull();
    for (const [cut, href] of [
      ['phone', '/wps/system/content-images/1/phone.webp'],
      ['desktop', '/wps/system/content-images/1/desktop.webp'],
    ] as const) {
      const link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'image');
      link.setAttribute('href', href);
      link.dataset.hero = cut;
      document.head.append(link);
    }
    expect(announcedHero()).toEqual({
      desktop: '/wps/system/content-images/1/desktop.webp',
      phone: '/wps/system/content-images/1/phone.webp',
    });
  });
});
