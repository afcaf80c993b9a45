import { jestPreset } from '@thali/tooling/jest.preset';

export default jestPreset({ displayName: 'static-content', rootDir: __dirname });
