import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import i18n from '../i18n';

// The pages are tested in English: their texts are the locale's, not copies in the tests.
void i18n.changeLanguage('en');
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
