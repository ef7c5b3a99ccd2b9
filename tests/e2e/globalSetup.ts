import { makeTemplate } from './harness';

export default makeTemplate;
