import { lazy, Suspense } from 'react';
import { loadNewPlayerCarousel } from '@/features/promotions';
import { RegisterPage } from '@/features/register';

const NewPlayerCarousel = lazy(loadNewPlayerCarousel);

/** /register, /register.html: the registration page, with the new_player promotions above the form. */
export function Component() {
  return (
    <RegisterPage
      promotions={
        <Suspense fallback={null}>
          <NewPlayerCarousel />
        </Suspense>
      }
    />
  );
}
