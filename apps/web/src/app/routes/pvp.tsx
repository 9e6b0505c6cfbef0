import { categoryPage } from '../category-page';

/** Card rooms (PVP). */
export const Component = categoryPage('PVP');
