import { jestPreset } from '@thali/tooling/jest.preset';

export default jestPreset({ displayName: 'render', rootDir: __dirname });
