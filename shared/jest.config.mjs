import { jestConfig } from './build/jest.mjs';

export default jestConfig(new URL('.', import.meta.url).pathname);
