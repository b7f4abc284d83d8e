import path from 'node:path';
import { routePaths } from '@console/shared/remote-info';
import { routes } from './routes';

test('the build lists exactly the paths ./routes serves (console-remote.json, checked before publishing)', () => {
  expect(routePaths(path.join(__dirname, 'routes.tsx'))).toEqual(Object.keys(routes));
});
