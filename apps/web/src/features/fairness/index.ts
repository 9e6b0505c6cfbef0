export { FairnessVerifierPage } from './components/verifier-page';
