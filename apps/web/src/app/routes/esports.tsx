import { categoryPage } from '../category-page';

/** Esports books. */
export const Component = categoryPage('ESPORTS');
