import { categoryPage } from '../category-page';

/** Sportsbooks. */
export const Component = categoryPage('SPORTS');
