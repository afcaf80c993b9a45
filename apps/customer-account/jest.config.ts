import { jestPreset } from '@thali/tooling/jest.preset';

export default jestPreset({ displayName: 'customer-account', rootDir: __dirname });
