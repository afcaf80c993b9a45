import { jestPreset } from '@thali/tooling/jest.preset';

export default jestPreset({ displayName: 'provider-dashboard', rootDir: __dirname });
