import { removeTemplate } from './harness';

export default removeTemplate;
