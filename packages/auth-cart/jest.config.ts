import { jestPreset } from '@thali/tooling/jest.preset';

export default jestPreset({ displayName: 'auth-cart', rootDir: __dirname });
