import { categoryPage } from '../category-page';

/** Live casino. */
export const Component = categoryPage('LIVE');
