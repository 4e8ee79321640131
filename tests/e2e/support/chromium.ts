export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium';
