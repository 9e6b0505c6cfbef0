export { OriginalsPage } from './components/originals-page';
