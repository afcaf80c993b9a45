import { jestPreset } from '@thali/tooling/jest.preset';

export default jestPreset({ displayName: 'ui', rootDir: __dirname });
