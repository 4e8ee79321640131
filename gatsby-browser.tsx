// Wiring only: global CSS, root and page wrappers.
import './src/theme/tokens.css';
import './src/theme/global.css';

export { wrapPageElement, wrapRootElement } from './src/layout/RootProviders';
