import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons';
import { layoutActions, useDrawerOpen } from './layout-state';
import { SideMenu } from './side-menu';

/** Phones and tablets: the side menu slides in as a modal drawer (focus trapped, Esc closes). */
export function SideMenuDrawer() {
  const { t } = useTranslation();
  const open = useDrawerOpen();
  const close = () => layoutActions.setDrawerOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={layoutActions.setDrawerOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 animate-modal bg-overlay lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-[min(20rem,86vw)] animate-drawer border-r border-line bg-sidebar shadow-pop lg:hidden"
        >
          <Dialog.Title className="sr-only">{t('nav.main')}</Dialog.Title>
          <SideMenu mini={false} onNavigate={close} />
          <Dialog.Close
            aria-label={t('nav.closeMenu')}
            className="absolute top-3.5 right-3 grid size-9 place-items-center rounded-lg text-fg-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
          >
            <CloseIcon size={18} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
