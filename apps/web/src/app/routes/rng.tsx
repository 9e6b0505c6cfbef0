import { categoryPage } from '../category-page';

/** Slots; the vendor tab is the query parameter page. */
export const Component = categoryPage('RNG');
