import { jestConfig } from '@console/shared/jest';

export default jestConfig(new URL('.', import.meta.url).pathname);
