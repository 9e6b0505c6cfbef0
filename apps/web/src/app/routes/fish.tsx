import { categoryPage } from '../category-page';

/** Fishing games. */
export const Component = categoryPage('FISH');
