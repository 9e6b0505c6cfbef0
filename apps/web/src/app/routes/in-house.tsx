import { categoryPage } from '../category-page';

/** The in-house, provably fair games (vendor BGS); each opens in the /game host. */
export const Component = categoryPage('INHOUSE');
