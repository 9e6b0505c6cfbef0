import { categoryPage } from '../category-page';

/** E-lottery vendors and their games. */
export const Component = categoryPage('ELOTT');
